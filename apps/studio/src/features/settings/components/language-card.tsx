import type { Language } from '@talent/contract/auth';
import { LanguageRadioGroup } from '@talent/ui/components/language-radio-group';
import { SettingsCard } from '@talent/ui/components/settings-card';
import { type AppLanguage, changeLanguage, currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';
import { updateStaffMe } from '../api/update-staff-me';

/**
 * The studio's language, saved on the account: the session applies it at every sign-in and the
 * studio's e-mails use it. The interface switches at once; a failure keeps the language it had.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const { refreshUser } = useSession();
  const [saving, setSaving] = useState(false);

  const choose = async (language: AppLanguage) => {
    setSaving(true);
    try {
      await updateStaffMe({ preferredLanguage: language.toUpperCase() as Language });
      await changeLanguage(language);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('settings.language.failed')));
      return;
    } finally {
      setSaving(false);
    }
    // i18n.t, not the render's t: the toast speaks the new language.
    notify.success(i18n.t('settings.language.success'));
    // Saved by now: a failed reload only leaves the session's copy stale until the next one.
    await refreshUser().catch((error: unknown) => console.warn('Could not reload the user', error));
  };

  return (
    <SettingsCard
      title={t('settings.language.title')}
      description={t('settings.language.description')}
      testId="language-card"
    >
      <LanguageRadioGroup
        legend={t('settings.language.legend')}
        active={currentLanguage()}
        busy={saving}
        onChoose={(language) => void choose(language)}
      />
    </SettingsCard>
  );
}
