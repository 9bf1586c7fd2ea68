import { updateMeSchema } from '@talent/contract/auth';
import { Button } from '@talent/ui/components/button';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { SettingsCard } from '@talent/ui/components/settings-card';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format-date';
import { useSession } from '@/lib/session-context';
import { errorMessage, loadServerMessages, translateMessage } from '@/lib/translate-message';
import { updateAccount } from '@/lib/update-account';
import { refreshUserAfter } from '../refresh-user-after';

type AccountField = 'email' | 'phone';

/**
 * Settings' account info (§2): e-mail and phone, each edited in place; the birth date read-only, as it
 * is fixed after registration (an ADMIN corrects a wrong one).
 */
export function AccountInfoCard() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <SettingsCard title={t('settings.account.title')} testId="account-info-card">
      <div className="mt-4 divide-y divide-gray-200">
        <EditableField field="email" label={t('settings.account.email')} value={user?.email ?? ''} />
        <EditableField
          field="phone"
          label={t('settings.account.phone')}
          helper={t('settings.account.phoneHelper')}
          value={user?.phone ?? ''}
        />
        <div className="py-4 last:pb-0" data-testid="account-birthDate">
          <p className="text-sm font-medium text-gray-900">{t('settings.account.birthDate')}</p>
          <p className="mt-1 text-sm text-gray-700" data-testid="account-birthDate-value">
            {user?.birthDate ? (
              formatCalendarDate(user.birthDate, currentLanguage())
            ) : (
              <span className="italic text-gray-600">{t('settings.account.notSet')}</span>
            )}
          </p>
          <p className="mt-1 text-sm text-gray-600">{t('settings.account.birthDateFixed')}</p>
        </div>
      </div>
    </SettingsCard>
  );
}

interface EditableFieldProps {
  field: AccountField;
  label: string;
  helper?: string;
  value: string;
}

/** One account field: its value and Edit, or an input with Save and Cancel (Escape cancels). */
function EditableField({ field, label, helper, value }: EditableFieldProps) {
  const { t } = useTranslation();
  const { refreshUser } = useSession();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Focus follows the mode, but only after a change made here (never on the first render).
  const focusAfterChange = useRef(false);

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    (editing ? inputRef.current : editRef.current)?.focus();
  }, [editing]);

  const startEditing = () => {
    setDraft(value);
    setError(null);
    focusAfterChange.current = true;
    setEditing(true);
  };

  const stopEditing = () => {
    setError(null);
    focusAfterChange.current = true;
    setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      stopEditing();
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateMeSchema.safeParse({ [field]: draft });
    if (!parsed.success) {
      setError(translateMessage(t, parsed.error.issues[0]?.message ?? ''));
      inputRef.current?.focus();
      return;
    }
    if ((parsed.data[field] ?? '') === value) {
      stopEditing();
      return;
    }
    setSaving(true);
    try {
      await updateAccount(parsed.data);
    } catch (failure) {
      await loadServerMessages();
      const fieldMessage = serverFieldMessage(failure, field);
      setError(fieldMessage ? translateMessage(t, fieldMessage) : null);
      notify.error(await errorMessage(t, failure, t('settings.account.failed')));
      setSaving(false);
      inputRef.current?.focus();
      return;
    }
    // The stored user feeds the menu, the profile and this card: all show the change at once.
    await refreshUserAfter(refreshUser, 'updating the account');
    setSaving(false);
    notify.success(t('settings.account.success'));
    stopEditing();
  };

  const testId = `account-${field}`;
  return (
    <div className="py-4 first:pt-0 last:pb-0" data-testid={testId}>
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate className="space-y-3">
          <FormField label={label} helper={helper} error={error ?? undefined}>
            {(control) => (
              <input
                {...control}
                ref={inputRef}
                name={field}
                data-testid={`${testId}-input`}
                type={field === 'email' ? 'email' : 'tel'}
                autoComplete={field === 'email' ? 'email' : 'tel'}
                inputMode={field === 'email' ? 'email' : 'tel'}
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(null);
                }}
                onKeyDown={onKeyDown}
                className={controlClassName}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
              {t('settings.account.save')}
            </Button>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={stopEditing}
              data-testid={`${testId}-cancel`}
            >
              {t('settings.account.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-gray-900">{label}</p>
            <p className="mt-1 break-all text-sm text-gray-700" data-testid={`${testId}-value`}>
              {value || <span className="italic text-gray-600">{t('settings.account.notSet')}</span>}
            </p>
          </div>
          <Button
            ref={editRef}
            variant="secondary"
            onClick={startEditing}
            aria-label={t('settings.account.editField', { field: label })}
            data-testid={`${testId}-edit`}
          >
            {t('settings.account.edit')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The server's word on this field: its own entry, or a taken e-mail (409) named without fields. */
function serverFieldMessage(error: unknown, field: AccountField): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const own = error.fields?.[field];
  if (own) return own;
  if (field === 'email' && error.status === 409) return error.message;
  return undefined;
}
