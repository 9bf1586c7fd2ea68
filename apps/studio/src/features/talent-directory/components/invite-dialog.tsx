import { INVITATION_MESSAGE_MAX, INVITATIONS_PER_REQUEST_MAX } from '@talent/contract/invitation-options';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { FormSelect } from '@talent/ui/components/form-select';
import { notify } from '@talent/ui/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteTalents, usePublishedCastings } from '../api/invite-talents';
import { directoryErrorMessage } from '../directory-error';
import { useFocusWhenDone } from '../use-focus-when-done';

interface InviteDialogProps {
  /** The talents to invite; the dialog is open while there are any. */
  profileIds: readonly string[];
  onClose: () => void;
  onInvited?: () => void;
  /**
   * Where focus goes once the invitations are sent, when the control that opened the dialog went
   * with the cleared selection; a cancel still returns to that control.
   */
  focusAfterInvite?: () => HTMLElement | null;
}

/** Invites the chosen talents to one of the client's PUBLISHED castings, with a message (DESIGN §11). */
export function InviteDialog({ profileIds, onClose, onInvited, focusAfterInvite }: InviteDialogProps) {
  const { t } = useTranslation();
  const open = profileIds.length > 0;
  const { done, returnFocus } = useFocusWhenDone(focusAfterInvite);
  const invited = () => {
    done();
    onInvited?.();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('directory.invite.title', { count: profileIds.length })}
      testId="invite-dialog"
      returnFocus={returnFocus}
    >
      <InviteForm profileIds={profileIds} onClose={onClose} onInvited={invited} />
    </Dialog>
  );
}

function InviteForm({ profileIds, onClose, onInvited }: Omit<InviteDialogProps, 'focusAfterInvite'>) {
  const { t } = useTranslation();
  const castings = usePublishedCastings(true);
  const invite = useInviteTalents();
  const [castingId, setCastingId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ casting?: string; message?: string; form?: string }>({});
  const tooMany = profileIds.length > INVITATIONS_PER_REQUEST_MAX;
  const choices = castings.data ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    if (!castingId) {
      setErrors({ casting: t('directory.invite.castingRequired') });
      return;
    }
    if (!message.trim()) {
      setErrors({ message: t('directory.messages.invitations.messageRequired') });
      return;
    }
    setErrors({});
    try {
      const result = await invite.mutateAsync({ castingId, profileIds, message });
      const parts = [];
      if (result.invited.length > 0)
        parts.push(t('directory.invite.invited', { count: result.invited.length }));
      if (result.alreadyInvited.length > 0)
        parts.push(t('directory.invite.already', { count: result.alreadyInvited.length }));
      notify.success(parts.join('. '));
      onInvited?.();
      onClose();
    } catch (error) {
      // The server's words: a child whose ages or hours do not fit (422, in the request's language),
      // the daily limit (429), a casting no longer published (409).
      setErrors({ form: await directoryErrorMessage(t, error, t('directory.invite.failed')) });
    }
  };

  if (castings.isSuccess && choices.length === 0)
    return (
      <div className="space-y-5">
        <p className="text-sm text-gray-800" data-testid="invite-no-castings">
          {t('directory.invite.noCastings')}
        </p>
        <DialogActions
          cancelLabel={t('directory.invite.cancel')}
          onCancel={onClose}
          confirmLabel={t('directory.invite.cancel')}
          onConfirm={onClose}
        />
      </div>
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {tooMany && (
        <p role="alert" className="text-sm text-red-800">
          {t('directory.invite.tooMany', { max: INVITATIONS_PER_REQUEST_MAX })}
        </p>
      )}
      {castings.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('directory.invite.castingsFailed')}
        </p>
      )}
      <FormSelect
        label={t('directory.invite.casting')}
        value={castingId}
        options={choices.map((casting) => ({ value: casting.id, label: casting.title }))}
        placeholder={t('directory.invite.choose')}
        onChange={setCastingId}
        error={errors.casting}
        disabled={!castings.isSuccess}
        testId="invite-casting"
      />
      <FormField
        label={t('directory.invite.message')}
        helper={t('directory.invite.messageHelper')}
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            maxLength={INVITATION_MESSAGE_MAX}
            className={controlClassName}
            data-testid="invite-message"
          />
        )}
      </FormField>
      {errors.form && (
        <p
          role="alert"
          className="text-sm break-words whitespace-pre-line text-red-800"
          data-testid="invite-error"
        >
          {errors.form}
        </p>
      )}
      <DialogActions
        cancelLabel={t('directory.invite.cancel')}
        onCancel={onClose}
        confirmLabel={t('directory.invite.send')}
        busy={invite.isPending}
        confirmTestId="invite-send"
      />
    </form>
  );
}
