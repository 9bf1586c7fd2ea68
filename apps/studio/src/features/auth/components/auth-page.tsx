import { AuthLink } from '@talent/ui/auth/auth-page-link';
import { LanguageSwitch } from '@talent/ui/components/language-switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthPageProps {
  title: string;
  /** The line under the title that leads to the other form: "New client? <Create a company account>". */
  switchTo?: { lead: string; to: string; label: string };
  /** The sign-up form is wider: it has sections with fields side by side. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the public pages: language choice, product heading, page title, a card. */
export function AuthPage({ title, switchTo, wide = false, children }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-100 to-gray-50">
      <header className="flex justify-end px-4 py-4 sm:px-6">
        <LanguageSwitch label={t('common.languageSwitch')} />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-12 sm:pt-6">
        <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
          <div className="text-center">
            <img
              src={`${import.meta.env.BASE_URL}favicon.svg`}
              alt=""
              width="48"
              height="48"
              className="mx-auto size-12"
            />
            <p className="mt-4 text-sm font-semibold text-indigo-700">{t('common.appName')}</p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
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
}
