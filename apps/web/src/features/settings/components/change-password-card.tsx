import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@talent/contract/account';
import { Button } from '@talent/ui/components/button';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { errorMessage, loadServerMessages } from '@/lib/translate-message';
import { changePassword } from '../api/change-password';
import '@/lib/account-messages';
import { SettingsCard } from '@talent/ui/components/settings-card';

type ChangePasswordOutput = z.output<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
// The three password inputs, in their order: only the current one is the browser's saved password.
const INPUTS = [
  { name: 'currentPassword', label: 'settings.password.current', testId: 'current-password' },
  { name: 'newPassword', label: 'settings.password.new', testId: 'new-password' },
  { name: 'confirmPassword', label: 'settings.password.confirm', testId: 'confirm-password' },
] as const;
const formFieldOf = (payloadField: string) => INPUTS.find((input) => input.name === payloadField)?.name;

/** Settings' password change (§2, §5): a panel that opens, takes the three fields and closes. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm, unknown, ChangePasswordOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    if (open) setFocus('currentPassword');
    else toggleRef.current?.focus();
  }, [open, setFocus]);

  const setPanel = (next: boolean) => {
    reset(EMPTY);
    focusAfterChange.current = true;
    setOpen(next);
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      await loadServerMessages();
      // A wrong current password is said on its field; anything else as a toast (§8).
      if (!showServerFieldErrors(error, setError, formFieldOf))
        notify.error(await errorMessage(t, error, t('settings.password.failed')));
      return;
    }
    notify.success(t('settings.password.success'));
    setPanel(false);
  });

  return (
    <SettingsCard
      title={t('settings.password.title')}
      testId="change-password-card"
      description={t('settings.password.description')}
    >
      <div className="mt-4">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          data-testid="change-password-open"
          onClick={() => setPanel(!open)}
          className={secondaryButtonClassName}
        >
          {t('settings.password.open')}
        </button>
      </div>
      {open && (
        <form
          id={panelId}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-4"
          data-testid="change-password-form"
        >
          {INPUTS.map(({ name, label, testId }) => (
            <FormInput
              key={name}
              label={t(label)}
              error={errors[name]?.message}
              {...register(name)}
              data-testid={testId}
              type="password"
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            />
          ))}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={isSubmitting} data-testid="change-password-submit">
              {t('settings.password.submit')}
            </Button>
            <button
              type="button"
              disabled={isSubmitting}
              onClick={() => setPanel(false)}
              className={secondaryButtonClassName}
            >
              {t('settings.password.cancel')}
            </button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
