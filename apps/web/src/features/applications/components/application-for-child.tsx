import type { Application } from '@talent/contract/applications';
import { useTranslation } from 'react-i18next';

/** Whose application it is, when a guardian applied for a child (§6): "Pentru: Ana Pop". */
export function ApplicationForChild({
  application,
}: {
  application: Pick<Application, 'childId' | 'talentName'>;
}) {
  const { t } = useTranslation();
  if (!application.childId) return null;
  return (
    <span
      data-testid="application-for-child"
      className="inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
    >
      {t('applications.forChild', { name: application.talentName })}
    </span>
  );
}
