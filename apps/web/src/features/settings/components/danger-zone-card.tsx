import { deleteAccountSchema } from '@talent/contract/account';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions, toneButtonClassName } from '@talent/ui/components/dialog-actions';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { ApiError } from '@talent/ui/http/api-client';
import { emitSessionEnd } from '@talent/ui/http/session-events';
import { clearTokens } from '@talent/ui/http/token-storage';
import { notify } from '@talent/ui/notify';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import { deleteAccount } from '../api/delete-account';
import '@/lib/account-messages';
import { SettingsCard } from '@talent/ui/components/settings-card';

const dangerButtonClassName = toneButtonClassName('danger');

/** Settings' danger zone (§2): account deletion behind a confirm step that asks for the password. */
export function DangerZoneCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title={t('settings.danger.title')}
      testId="danger-zone-card"
      tone="danger"
      description={t('settings.danger.description')}
    >
      <div className="mt-4">
        <button
          type="button"
          data-testid="delete-account-open"
          onClick={() => setOpen(true)}
          className={dangerButtonClassName}
        >
          {t('settings.danger.delete')}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.danger.dialogTitle')}
        testId="delete-account-dialog"
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Dialog>
    </SettingsCard>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
      inputRef.current?.focus();
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount(parsed.data);
    } catch (failure) {
      setDeleting(false);
      await loadServerMessages();
      const fieldMessage = failure instanceof ApiError ? failure.fields?.password : undefined;
      // A wrong password is said on its field; anything else as a toast (§8).
      if (fieldMessage) {
        setError(translateMessage(t, fieldMessage));
        inputRef.current?.focus();
      } else notify.error(await errorMessage(t, failure, t('settings.danger.failed')));
      return;
    }
    // The account is gone: nothing of it may stay in this tab (the shell empties the query cache).
    clearTokens();
    emitSessionEnd('signed-out');
    notify.success(t('settings.danger.success'));
    navigate('/login', { replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-gray-700">{t('settings.danger.warning')}</p>
      <FormField label={t('settings.danger.password')} error={error ?? undefined}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            data-autofocus
            data-testid="delete-account-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            className={controlClassName}
          />
        )}
      </FormField>
      <DialogActions
        cancelLabel={t('settings.danger.cancel')}
        onCancel={onCancel}
        cancelDisabled={deleting}
        confirmLabel={t('settings.danger.confirm')}
        busy={deleting}
        tone="danger"
        confirmTestId="delete-account-confirm"
      />
    </form>
  );
}
