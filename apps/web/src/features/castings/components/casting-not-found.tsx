import { buttonLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** §2: 'Casting not found' with the way back to the list (also for drafts, which talents never see). */
export function CastingNotFound() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="casting-not-found"
      className="mx-auto max-w-xl rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center"
    >
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('castings.detail.notFound')}</h1>
      <p className="mt-3 text-gray-700">{t('castings.detail.notFoundText')}</p>
      <Link to="/castings" className={`${buttonLinkClassName} mt-6`}>
        {t('castings.detail.back')}
      </Link>
    </section>
  );
}
