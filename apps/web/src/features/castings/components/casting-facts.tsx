import type { Casting } from '@talent/contract/castings';
import type { MinorSchedule } from '@talent/contract/child-work';
import { Badge } from '@talent/ui/components/badge';
import { minorScheduleText } from '@talent/ui/components/casting-labels';
import { Icon, type IconName } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ageRangesText, castingDatePassed, dateText, genderText, remunerationText } from '../casting-text';

const ALL_FACTS = [
  'location',
  'castingDate',
  'shootingDate',
  'ageRanges',
  'gender',
  'duration',
  'remuneration',
  'diffusionType',
] as const;
type FactKey = (typeof ALL_FACTS)[number];
const CARD_FACTS: FactKey[] = ['location', 'castingDate', 'ageRanges', 'remuneration'];

/** The hours for children, when the casting declared them, follow the eight facts in the grid. */
export type CastingFactsSource = Pick<Casting, FactKey> & { minorSchedule?: MinorSchedule | null };

const ICONS: Record<FactKey, IconName> = {
  location: 'mapPin',
  castingDate: 'calendar',
  shootingDate: 'camera',
  ageRanges: 'users',
  gender: 'person',
  duration: 'clock',
  remuneration: 'banknote',
  diffusionType: 'broadcast',
};

interface CastingFactsProps {
  casting: CastingFactsSource;
  /** `card`: four facts, labels for screen readers only; `grid`: all eight, labelled. */
  variant?: 'card' | 'grid';
}

/**
 * A casting's practical facts (§2): where, when, who, for how long, for how much. A casting date
 * that has passed says so next to the date, in words (not only a colour).
 */
export function CastingFacts({ casting, variant = 'grid' }: CastingFactsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const values: Record<FactKey, ReactNode> = {
    location: casting.location,
    castingDate: castingDatePassed(casting.castingDate) ? (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{dateText(t, casting.castingDate, language)}</span>
        <Badge tone="orange" testId="casting-date-passed">
          {t('castings.facts.castingDatePassed')}
        </Badge>
      </span>
    ) : (
      dateText(t, casting.castingDate, language)
    ),
    shootingDate: dateText(t, casting.shootingDate, language),
    ageRanges: ageRangesText(t, casting.ageRanges),
    gender: genderText(t, casting.gender),
    duration: casting.duration || t('castings.notSpecified'),
    remuneration: remunerationText(t, casting.remuneration, language),
    diffusionType: casting.diffusionType || t('castings.notSpecified'),
  };

  if (variant === 'card') {
    return (
      <dl className="space-y-1.5 text-sm text-gray-700">
        {CARD_FACTS.map((key) => (
          <div key={key} className="flex items-start gap-2" data-testid={`fact-${key}`}>
            <dt className="pt-px">
              <Icon name={ICONS[key]} className="size-4 text-gray-500" />
              <span className="sr-only">{t(`castings.facts.${key}`)}</span>
            </dt>
            <dd className="min-w-0">{values[key]}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {ALL_FACTS.map((key) => (
        <div key={key} className="rounded-xl bg-gray-50 p-3" data-testid={`fact-${key}`}>
          <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-gray-600 uppercase">
            <Icon name={ICONS[key]} className="size-4 text-indigo-700" />
            {t(`castings.facts.${key}`)}
          </dt>
          <dd className="mt-1 pl-6 text-sm font-medium break-words text-gray-900">{values[key]}</dd>
        </div>
      ))}
      {casting.minorSchedule && (
        // Guardians read when a child would work (HG 75/2015) before applying for one.
        <div className="rounded-xl bg-gray-50 p-3 sm:col-span-2" data-testid="fact-minorSchedule">
          <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-gray-600 uppercase">
            <Icon name="clock" className="size-4 text-indigo-700" />
            {t('castings.minorSchedule.label')}
          </dt>
          <dd className="mt-1 pl-6 text-sm font-medium break-words text-gray-900">
            {minorScheduleText(t, casting.minorSchedule)}
            <span className="mt-0.5 block text-xs font-normal text-gray-600">
              {t('castings.minorSchedule.help')}
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}
