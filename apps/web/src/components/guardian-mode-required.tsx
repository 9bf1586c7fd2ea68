import { useTranslation } from 'react-i18next';
import { LinkEmptyState } from './link-empty-state';

/** The children screens while guardian mode is off: no call is made, the way on is Settings. */
export function GuardianModeRequired() {
  const { t } = useTranslation();
  return (
    <LinkEmptyState
      headingLevel={1}
      title={t('children.guardianRequired.title')}
      text={t('children.guardianRequired.text')}
      link={{ to: '/settings', label: t('children.guardianRequired.action') }}
      testId="guardian-mode-required"
    />
  );
}
