import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';

/** The frame Add child and Edit child share: the way back, the title, and the form's card. */
export function ChildFormScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink to="/children">{t('children.back')}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-gray-700">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

export const childFormCardClassName = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';
