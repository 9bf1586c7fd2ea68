import type { Casting, CastingStatus } from '@talent/contract/castings';
import { BackLink } from '@talent/ui/components/back-link';
import { Button } from '@talent/ui/components/button';
import { CastingStatusLine } from '@talent/ui/components/casting-labels';
import { CoverImage } from '@talent/ui/components/cover-image';
import { Icon } from '@talent/ui/components/icons';
import { Paragraphs } from '@talent/ui/components/paragraphs';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { castingDatePassed, dateText } from '../casting-text';
import { CastingFacts } from './casting-facts';

interface CastingDetailProps {
  casting: Casting;
  /** Every profile of the user has applied: the success panel replaces the Apply button. */
  applied: boolean;
  /**
   * When children are involved, whom the applications so far were sent for (the notice names
   * them even while another profile can still apply).
   */
  appliedFor?: string[];
  onApply: () => void;
  applyButtonRef: RefObject<HTMLButtonElement | null>;
  /** Takes focus once applied, when the Apply button it replaces is gone. */
  appliedPanelRef: RefObject<HTMLHeadingElement | null>;
  /** The list's query string the visitor came from, so "back" returns to the same results. */
  listSearch?: string;
  /** Under the heading: the invitations to this casting, which the route composes (DESIGN §11). */
  invitations?: ReactNode;
  /** Under the apply panel: "Report this casting", which the route composes (DESIGN §14). */
  report?: ReactNode;
}

/** Casting detail (§2): everything about the casting, and whether and how one can apply. */
export function CastingDetail({
  casting,
  applied,
  appliedFor = [],
  onApply,
  applyButtonRef,
  appliedPanelRef,
  listSearch = '',
  invitations,
  report,
}: CastingDetailProps) {
  const { t } = useTranslation();
  const names = appliedFor.join(', ');
  return (
    <article className="space-y-6">
      <BackLink to={`/castings${listSearch ? `?${listSearch}` : ''}`}>{t('castings.detail.back')}</BackLink>

      {casting.coverPhoto && (
        <CoverImage
          src={casting.coverPhoto.displayUrl}
          alt={t('castings.card.coverAlt', { title: casting.title })}
          title={casting.title}
          width={1600}
          height={900}
          priority
          className="aspect-[16/7] w-full rounded-2xl"
        />
      )}

      <div className="space-y-3">
        <CastingStatusLine casting={casting} />
        <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
          {casting.title}
        </h1>
        <p className="max-w-3xl text-lg text-gray-700">{casting.shortDescription}</p>
        {(applied || names) && (
          <p
            data-testid="already-applied-notice"
            className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200 ring-inset"
          >
            <Icon name="check" className="size-4" />
            {names ? t('castings.detail.appliedFor', { names }) : t('castings.detail.alreadyApplied')}
          </p>
        )}
      </div>

      {invitations}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SectionCard id="casting-details" title={t('castings.detail.details')}>
            <CastingFacts casting={casting} />
          </SectionCard>
          <SectionCard id="casting-description" title={t('castings.detail.description')}>
            <Paragraphs text={casting.description} />
          </SectionCard>
        </div>

        <div className="space-y-6">
          <ApplyPanel
            status={casting.status}
            castingDate={casting.castingDate}
            applied={applied}
            appliedForNames={names}
            onApply={onApply}
            applyButtonRef={applyButtonRef}
            appliedPanelRef={appliedPanelRef}
          />
          <section
            aria-labelledby="casting-cta"
            data-testid="casting-cta"
            className="rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-100 sm:p-6"
          >
            <h2 id="casting-cta" className="font-semibold text-indigo-950">
              {t('castings.detail.ctaTitle')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-indigo-950">
              {(['direct', 'track', 'free'] as const).map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 text-indigo-700" />
                  {t(`castings.detail.benefits.${benefit}`)}
                </li>
              ))}
            </ul>
          </section>
          {report}
        </div>
      </div>
    </article>
  );
}

interface ApplyPanelProps {
  status: CastingStatus;
  castingDate: string | null;
  applied: boolean;
  appliedForNames: string;
  onApply: () => void;
  applyButtonRef: RefObject<HTMLButtonElement | null>;
  appliedPanelRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * §2: Apply only when PUBLISHED, its casting day not past, and not yet applied; else the success
 * panel or a notice saying why one cannot apply.
 */
function ApplyPanel({
  status,
  castingDate,
  applied,
  appliedForNames,
  onApply,
  applyButtonRef,
  appliedPanelRef,
}: ApplyPanelProps) {
  const { t } = useTranslation();
  const panel = 'rounded-2xl p-5 shadow-sm ring-1 sm:p-6';

  if (applied) {
    return (
      <section data-testid="applied-panel" className={`${panel} bg-green-50 ring-green-200`}>
        <h2
          ref={appliedPanelRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold text-green-900 focus:outline-none"
        >
          <Icon name="check" className="size-5" />
          {t('castings.detail.appliedPanelTitle')}
        </h2>
        <p className="mt-2 text-sm text-green-900">
          {appliedForNames
            ? t('castings.detail.appliedPanelTextFor', { names: appliedForNames })
            : t('castings.detail.appliedPanelText')}
        </p>
        <Link
          to="/my-applications"
          className={`${textLinkClassName} mt-3 inline-block text-sm text-green-900`}
        >
          {t('castings.detail.viewApplications')}
        </Link>
      </section>
    );
  }

  if (status !== 'PUBLISHED' || castingDatePassed(castingDate)) {
    const reason = status !== 'PUBLISHED' ? status : 'datePassed';
    return (
      <section
        data-testid="casting-closed-notice"
        data-reason={reason}
        className={`${panel} bg-gray-50 ring-gray-200`}
      >
        <h2 className="flex items-center gap-2 font-semibold text-gray-900">
          <Icon name="info" className="size-5 text-gray-600" />
          {t(`castings.detail.notAccepting.${reason}.title`)}
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          {t(`castings.detail.notAccepting.${reason}.text`, {
            date: dateText(t, castingDate, currentLanguage()),
          })}
        </p>
      </section>
    );
  }

  return (
    <section className={`${panel} bg-white ring-gray-200`}>
      <h2 className="font-semibold text-gray-900">{t('castings.detail.applyTitle')}</h2>
      <p className="mt-2 text-sm text-gray-700">{t('castings.detail.applyText')}</p>
      <Button ref={applyButtonRef} data-testid="apply-button" onClick={onApply} className="mt-4 w-full">
        {t('castings.detail.applyNow')}
      </Button>
    </section>
  );
}
