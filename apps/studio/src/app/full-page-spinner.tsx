import { Spinner } from '@talent/ui/components/spinner';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="min-h-dvh" />;
}
