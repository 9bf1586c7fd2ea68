import type { AuditionInviteResult, StudioAuditionSession } from '@talent/contract/auditions';
import { romanianWallClock } from '@talent/contract/dates';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions, toneButtonClassName } from '@talent/ui/components/dialog-actions';
import { FormSelect } from '@talent/ui/components/form-select';
import { focusOnMount } from '@talent/ui/focus-on-mount';
import { ApiError } from '@talent/ui/http/api-client';
import { textLinkClassName } from '@talent/ui/link-styles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuditionSessions } from '../api/get-sessions';
import { useInviteToSession } from '../api/invite-to-session';
import { auditionErrorMessage, auditionText } from '../audition-error';
import { sessionDay } from './session-card';

interface AuditionInviteDialogProps {
  castingId: string;
  applicationIds: readonly string[];
  names: ReadonlyMap<string, string>;
  /** `invited`: the invitations went out (the result was shown). */
  onClose: (invited: boolean) => void;
}

/** The sessions still to come and not cancelled: the only ones anyone can be invited to. */
function openSessions(sessions: StudioAuditionSession[], now = Date.now()) {
  return sessions.filter(
    (session) => session.cancelledAt === null && new Date(session.endsAt).getTime() > now,
  );
}

/** Invites the selected applicants to one of the casting's sessions, and says where each landed. */
export default function AuditionInviteDialog({
  castingId,
  applicationIds,
  names,
  onClose,
}: AuditionInviteDialogProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<AuditionInviteResult | null>(null);
  return (
    <Dialog
      open
      onClose={() => onClose(result !== null)}
      title={
        result
          ? t('auditions.invite.resultTitle')
          : t('auditions.invite.title', { count: applicationIds.length })
      }
      testId="audition-invite-dialog"
    >
      {result ? (
        <InviteResult result={result} names={names} onClose={() => onClose(true)} />
      ) : (
        <InviteForm
          castingId={castingId}
          applicationIds={applicationIds}
          onCancel={() => onClose(false)}
          onInvited={setResult}
        />
      )}
    </Dialog>
  );
}

interface Errors {
  session?: string;
  slot?: string;
  form?: string;
}

function InviteForm({
  castingId,
  applicationIds,
  onCancel,
  onInvited,
}: {
  castingId: string;
  applicationIds: readonly string[];
  onCancel: () => void;
  onInvited: (result: AuditionInviteResult) => void;
}) {
  const { t } = useTranslation();
  const sessions = useAuditionSessions(castingId);
  const invite = useInviteToSession();
  const choices = openSessions(sessions.data?.data ?? []);
  const [chosen, setChosen] = useState('');
  const [slotStart, setSlotStart] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One session to choose from is chosen already.
  const sessionId = chosen || (choices.length === 1 ? (choices[0]?.id ?? '') : '');
  const session = choices.find((candidate) => candidate.id === sessionId);
  const now = Date.now();
  const freeSlots = (session?.slots ?? []).filter(
    (slot) => slot.taken < slot.capacity && new Date(slot.start).getTime() > now,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    if (!sessionId) {
      setErrors({ session: t('auditions.invite.sessionRequired') });
      return;
    }
    setErrors({});
    try {
      onInvited(
        await invite.mutateAsync({
          sessionId,
          payload: { applicationIds: [...applicationIds], ...(slotStart ? { slotStart } : {}) },
        }),
      );
    } catch (error) {
      setErrors(await refusalOf(error));
    }
  };

  // A refusal of the slot (full, not one of the session's: 409/400) shows on the slot; a child's
  // hours (422) and the rest under the form, in the server's words translated when known.
  const refusalOf = async (error: unknown): Promise<Errors> => {
    const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
    if (fields.slotStart) return { slot: await auditionText(t, fields.slotStart) };
    const message = await auditionErrorMessage(t, error, t('auditions.invite.failed'));
    const onSlot =
      error instanceof ApiError &&
      error.status === 409 &&
      slotStart !== '' &&
      Object.keys(fields).length === 0;
    return onSlot ? { slot: message } : { form: message };
  };

  if (sessions.isSuccess && choices.length === 0)
    return (
      <div className="space-y-5">
        <p className="text-sm text-gray-800" data-testid="audition-invite-no-sessions">
          {t('auditions.invite.noSessions')}{' '}
          <Link to={`/castings/${encodeURIComponent(castingId)}/auditions`} className={textLinkClassName}>
            {t('auditions.invite.toAuditions')}
          </Link>
        </p>
        <DialogActions
          cancelLabel={t('auditions.invite.cancel')}
          onCancel={onCancel}
          confirmLabel={t('auditions.invite.close')}
          onConfirm={onCancel}
        />
      </div>
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {sessions.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t('auditions.invite.sessionsFailed')}
        </p>
      )}
      <FormSelect
        label={t('auditions.invite.session')}
        value={sessionId}
        options={choices.map((choice) => ({
          value: choice.id,
          label: `${t(`auditions.round.${choice.round}`)} · ${sessionDay(choice)} · ${choice.start}–${choice.end}`,
        }))}
        placeholder={t('auditions.invite.choose')}
        onChange={(value) => {
          setChosen(value);
          setSlotStart('');
        }}
        error={errors.session}
        disabled={!sessions.isSuccess}
        testId="audition-invite-session"
      />
      <FormSelect
        label={`${t('auditions.invite.slot')} (${t('auditions.zone')})`}
        value={slotStart}
        options={freeSlots.map((slot) => ({
          value: slot.start,
          label: t('auditions.invite.slotOption', { time: slot.time, free: slot.capacity - slot.taken }),
        }))}
        placeholder={t('auditions.invite.nextFree')}
        onChange={setSlotStart}
        helper={t('auditions.invite.slotHelper')}
        error={errors.slot}
        disabled={!session}
        testId="audition-invite-slot"
      />
      {errors.form && (
        <p
          role="alert"
          className="text-sm break-words whitespace-pre-line text-red-800"
          data-testid="audition-invite-error"
        >
          {errors.form}
        </p>
      )}
      <DialogActions
        cancelLabel={t('auditions.invite.cancel')}
        onCancel={onCancel}
        cancelDisabled={invite.isPending}
        confirmLabel={t('auditions.invite.send')}
        busy={invite.isPending}
        confirmTestId="audition-invite-send"
      />
    </form>
  );
}

/** Who was invited into which slot (Romania time) or onto the waiting list, and who already was. */
function InviteResult({
  result,
  names,
  onClose,
}: {
  result: AuditionInviteResult;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = (applicationId: string) => names.get(applicationId) ?? applicationId;
  return (
    <div className="space-y-4" data-testid="audition-invite-result">
      <div role="status" className="space-y-3 text-sm text-gray-900">
        {result.invited.length > 0 && (
          <div>
            <p className="font-semibold">{t('auditions.invite.invited', { count: result.invited.length })}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="audition-invite-invited">
              {result.invited.map((invited) => (
                <li key={invited.applicationId}>
                  {invited.slotStart
                    ? t('auditions.invite.at', {
                        name: name(invited.applicationId),
                        time: romanianWallClock(new Date(invited.slotStart)).time,
                      })
                    : t('auditions.invite.waits', { name: name(invited.applicationId) })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result.alreadyInvited.length > 0 && (
          <div>
            <p className="font-semibold">
              {t('auditions.invite.already', { count: result.alreadyInvited.length })}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="audition-invite-already">
              {result.alreadyInvited.map((applicationId) => (
                <li key={applicationId}>{name(applicationId)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="flex justify-end">
        {/* The form gave way to its answer: focus moves to the way out rather than to nothing. */}
        <button type="button" onClick={onClose} ref={focusOnMount} className={toneButtonClassName('primary')}>
          {t('auditions.invite.close')}
        </button>
      </div>
    </div>
  );
}
