import type { User } from '@talent/contract/auth';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { currentLanguage } from '@/lib/i18n';

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
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {name ? t('screens.dashboard.welcome', { name }) : t('screens.dashboard.welcomeDefault')}
      </h1>
      <p className="mt-1 text-gray-700">
        {t('screens.dashboard.today', {
          date: formatDate(new Date(), currentLanguage(), { dateStyle: 'full' }),
        })}
      </p>
    </div>
  );
}
