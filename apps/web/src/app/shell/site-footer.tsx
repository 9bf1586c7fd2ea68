import { APP_VERSION } from '@talent/contract/app-info';
import { useTranslation } from 'react-i18next';
import { agencyUrl } from '@/lib/agency-url';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-gray-700 sm:flex-row sm:px-6">
        <p>{t('common.copyright', { year: new Date().getFullYear() })}</p>
        <a
          href={agencyUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('common.agencySite')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
        <p>{t('common.version', { version: APP_VERSION })}</p>
      </div>
    </footer>
  );
}
