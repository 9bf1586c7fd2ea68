import type { CompletionColor, ProfileCompletion } from '@talent/contract/profile';
import { ProgressBar } from '@talent/ui/components/progress-bar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Text 800 on 100 backgrounds and 700 bars: AA contrast, and the words say the same as the colour.
const TONES: Record<CompletionColor, { text: string; bar: string; badge: string }> = {
  green: { text: 'text-green-800', bar: 'bg-green-700', badge: 'bg-green-100 text-green-800' },
  amber: { text: 'text-amber-800', bar: 'bg-amber-600', badge: 'bg-amber-100 text-amber-900' },
  red: { text: 'text-red-800', bar: 'bg-red-700', badge: 'bg-red-100 text-red-800' },
};

/** §2 / §9: the completion score with its colour and an expandable breakdown of blocks and items. */
export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const breakdownId = useId();
  const tone = TONES[completion.color];

  return (
    <section
      aria-labelledby={titleId}
      data-testid="completion-card"
      data-color={completion.color}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {t('profile.completion.title')}
        </h2>
        <span
          data-testid="completion-score"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${tone.badge}`}
        >
          {t('profile.completion.score', { score: completion.score })} ·{' '}
          {t(`profile.completion.colors.${completion.color}`)}
        </span>
      </div>
      <ProgressBar value={completion.score} labelledBy={titleId} barClassName={tone.bar} className="mt-3" />
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={breakdownId}
        onClick={() => setExpanded((open) => !open)}
        data-testid="completion-toggle"
        className="mt-3 rounded-md text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        {expanded ? t('profile.completion.hideBreakdown') : t('profile.completion.showBreakdown')}
      </button>
      <div id={breakdownId} hidden={!expanded} data-testid="completion-breakdown" className="mt-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {completion.breakdown.map((block) => (
            <li key={block.block} className="rounded-xl bg-gray-50 p-3 ring-1 ring-gray-200">
              <p className="flex justify-between gap-2 text-sm font-semibold text-gray-900">
                <span>{t(`profile.completion.blocks.${block.block}`)}</span>
                <span>{t('profile.completion.points', { points: block.earned, max: block.max })}</span>
              </p>
              <ul className="mt-2 space-y-1">
                {block.items.map((item) => (
                  <li
                    key={item.item}
                    data-done={item.earned === item.max}
                    className="flex justify-between gap-2 text-sm text-gray-700"
                  >
                    <span>
                      <span aria-hidden="true">{item.earned === item.max ? '✓ ' : '○ '}</span>
                      {t(`profile.completion.items.${item.item}`)}
                    </span>
                    <span>{t('profile.completion.points', { points: item.earned, max: item.max })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
