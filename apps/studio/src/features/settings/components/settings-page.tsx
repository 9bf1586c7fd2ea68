import { EmailPreferences } from '@talent/ui/notifications/email-preferences';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

/** The studio user's settings: for now, which notices also come by e-mail. */
export function SettingsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('notifications.settings.title')} subtitle={t('notifications.settings.subtitle')} />
      <section
        aria-labelledby={headingId}
        data-testid="email-notifications-card"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
      >
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('notifications.preferences.title')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('notifications.preferences.description')}</p>
        <EmailPreferences />
      </section>
    </div>
  );
}
