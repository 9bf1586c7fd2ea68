import type { User } from '@talent/contract/auth';
import { PageHeader } from '@talent/ui/components/page-header';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';

/** The name to greet (§2 dashboard): first name, else the e-mail before the @, else none. */
export function welcomeName(user: Pick<User, 'firstName' | 'email'> | null): string | null {
  const firstName = user?.firstName.trim();
  if (firstName) return firstName;
  const local = user?.email.split('@')[0]?.trim();
  return local || null;
}

export function WelcomeHeading({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const name = welcomeName(user);
  return (
    <PageHeader
      title={name ? t('screens.dashboard.welcome', { name }) : t('screens.dashboard.welcomeDefault')}
      subtitle={t('screens.dashboard.today', {
        date: formatDate(new Date(), currentLanguage(), { dateStyle: 'full' }),
      })}
    />
  );
}
