import type { Language } from '@talent/contract/auth';
import { LanguageRadioGroup } from '@talent/ui/components/language-radio-group';
import { SettingsCard } from '@talent/ui/components/settings-card';
import { ApiError, UNREADABLE_RESPONSE } from '@talent/ui/http/api-client';
import { type AppLanguage, changeLanguage, currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';
import { updateAccount } from '@/lib/update-account';
import { refreshUserAfter } from '../refresh-user-after';

/**
 * Settings' language toggle (§2): saved on the account (preferredLanguage, applied at every sign-in)
 * and on this device, and the whole interface switches at once. A failure keeps the language.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { refreshUser } = useSession();
  const [saving, setSaving] = useState(false);
  const active = currentLanguage();

  const choose = async (language: AppLanguage) => {
    if (language === active || saving) return;
    setSaving(true);
    try {
      await updateAccount({ preferredLanguage: language.toUpperCase() as Language });
      await changeLanguage(language);
    } catch (error) {
      setSaving(false);
      notify.error(await languageErrorMessage(error, t('settings.language.languageError'), t));
      return;
    }
    setSaving(false);
    // i18n.t, not the render's t: the toast speaks the new language.
    notify.success(i18n.t('settings.language.success'));
    await refreshUserAfter(refreshUser, 'changing the language');
  };

  return (
    <SettingsCard
      title={t('settings.language.title')}
      testId="language-card"
      description={t('settings.language.description')}
    >
      <LanguageRadioGroup
        legend={t('settings.language.legend')}
        active={active}
        busy={saving}
        onChoose={(language) => void choose(language)}
      />
    </SettingsCard>
  );
}

/** §8: the server's message, else the error's own message, else the languageError text. */
async function languageErrorMessage(
  error: unknown,
  fallback: string,
  t: Parameters<typeof errorMessage>[0],
): Promise<string> {
  if (error instanceof ApiError && error.code !== UNREADABLE_RESPONSE)
    return errorMessage(t, error, fallback);
  if (!(error instanceof ApiError) && error instanceof Error && error.message) return error.message;
  return fallback;
}
