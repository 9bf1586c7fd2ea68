import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch';
import { AuthLink } from './auth-page-link';

/** What sets one app's public pages apart from the other's. */
export interface AuthPageFrame {
  /** The page's backdrop, in the app's tone. */
  backgroundClassName: string;
  /** The app's mark, under the app's base path. */
  logoSrc: string;
  /** The portal's pages are headed by the product's name (h1) and titled by an h2; the studio's by the title. */
  appNameIsHeading?: boolean;
  /** The app's tab title (its name after the page's), set to each page's title. */
  useDocumentTitle: (title: string) => void;
}

export interface AuthPageProps {
  title: string;
  /** The line under the title that leads to the other form: "Or <create an account>". */
  switchTo?: { lead: string; to: string; label: string } | undefined;
  /** A wider card, for a form with sections of fields side by side. */
  wide?: boolean | undefined;
  children: ReactNode;
}

/** The app's frame of the public pages: language choice, product heading, page title, a card. */
export function createAuthPage({
  backgroundClassName,
  logoSrc,
  appNameIsHeading = false,
  useDocumentTitle,
}: AuthPageFrame) {
  return function AuthPage({ title, switchTo, wide = false, children }: AuthPageProps) {
    const { t } = useTranslation();
    useDocumentTitle(title);
    const appName = <span className="text-sm font-semibold text-indigo-700">{t('common.appName')}</span>;
    const titleClassName = 'mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl';
    return (
      <div className={`flex min-h-dvh flex-col bg-gradient-to-b ${backgroundClassName}`}>
        <header className="flex justify-end px-4 py-4 sm:px-6">
          <LanguageSwitch label={t('common.languageSwitch')} />
        </header>
        <main className="flex flex-1 flex-col items-center px-4 pb-12 sm:pt-6">
          <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
            <div className="text-center">
              <img src={logoSrc} alt="" width="48" height="48" className="mx-auto size-12" />
              {appNameIsHeading ? (
                <>
                  <h1 className="mt-4">{appName}</h1>
                  <h2 className={titleClassName}>{title}</h2>
                </>
              ) : (
                <>
                  <p className="mt-4">{appName}</p>
                  <h1 className={titleClassName}>{title}</h1>
                </>
              )}
              {switchTo && (
                <p className="mt-2 text-sm text-gray-700">
                  {switchTo.lead} <AuthLink to={switchTo.to}>{switchTo.label}</AuthLink>
                </p>
              )}
            </div>
            <div className="mt-8 rounded-2xl bg-white px-5 py-8 shadow-sm ring-1 ring-gray-200 sm:px-8">
              {children}
            </div>
          </div>
        </main>
      </div>
    );
  };
}
