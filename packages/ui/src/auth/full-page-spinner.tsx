import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner';

/** What a screen shows while its chunk or the session check is on its way. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="min-h-dvh" />;
}
