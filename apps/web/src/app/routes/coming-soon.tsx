import { ComingSoon } from '@talent/ui/components/coming-soon';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

export type ComingSoonScreen =
  | 'onboarding'
  | 'profile'
  | 'settings'
  | 'children'
  | 'addChild'
  | 'editChild'
  | 'childTalentProfile';

/** Stands in for the screens later issues build, inside the real shell. */
export default function ComingSoonRoute({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return <ComingSoon title={title} message={t('screens.comingSoon')} />;
}
