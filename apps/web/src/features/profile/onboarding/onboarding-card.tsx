import { TitledSection } from '@talent/ui/components/titled-section';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readOnboardingState } from './onboarding-state';

interface OnboardingCardProps {
  userId: string;
  /** When the server recorded the wizard as finished (GET /profiles/me), else null. */
  completedAt: string | null | undefined;
}

/**
 * How a talent is offered the wizard: registration lands on the dashboard (spec §2), and this card
 * sits there until the wizard is finished (on the server or in this browser).
 */
export function OnboardingCard({ userId, completedAt }: OnboardingCardProps) {
  const { t } = useTranslation();
  const state = readOnboardingState(userId);
  if (completedAt || state.isOnboardingComplete) return null;
  const started = state.completedSteps.length > 0 || state.currentStep > 1;
  return (
    <TitledSection
      title={t('onboarding.card.title')}
      text={t('onboarding.card.text')}
      tone="brand"
      testId="onboarding-card"
      card
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <Link
        to="/onboarding"
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        {started ? t('onboarding.card.resume') : t('onboarding.card.start')}
      </Link>
    </TitledSection>
  );
}
