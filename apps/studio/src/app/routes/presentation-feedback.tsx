import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PresentationFeedbackPage } from '@/features/presentations/components/presentation-feedback-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One presentation's votes and views (its casting's CLIENT or any ADMIN; the API answers 404 to anyone else). */
export default function PresentationFeedbackRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('presentations.feedback.page.title'));
  return <PresentationFeedbackPage key={id} presentationId={id} />;
}
