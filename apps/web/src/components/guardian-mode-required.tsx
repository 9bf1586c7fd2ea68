import { EmptyState } from '@talent/ui/components/empty-state';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The children screens while guardian mode is off: no call is made, the way on is Settings. */
export function GuardianModeRequired() {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={1}
      title={t('children.guardianRequired.title')}
      text={t('children.guardianRequired.text')}
      action={
        <Link to="/settings" className={buttonLinkClassName}>
          {t('children.guardianRequired.action')}
        </Link>
      }
      testId="guardian-mode-required"
    />
  );
}
