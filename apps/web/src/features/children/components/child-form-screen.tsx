import { BackLink } from '@talent/ui/components/back-link';
import { PageHeader } from '@talent/ui/components/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}

export const childFormCardClassName = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6';
