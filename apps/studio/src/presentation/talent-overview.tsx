import type { PresentedTalent } from '@talent/contract/presentations';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';
import type { MyVote } from './presentation-api';

const VOTE_TONES: Record<MyVote['vote'], BadgeTone> = { YES: 'green', MAYBE: 'yellow', NO: 'red' };

/** Every talent with the viewer's vote, so what is left to judge shows; a press opens that talent. */
export function TalentOverview({
  talents,
  votes,
  current,
  onOpen,
}: {
  talents: PresentedTalent[];
  votes: Record<string, MyVote | null>;
  current: number;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  const voted = talents.filter((talent) => votes[talent.applicationId]).length;
  return (
    <section className="mt-10" aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-lg font-semibold text-gray-900">
        {t('presentation.overview.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="vote-progress">
        {t('presentation.overview.progress', { voted, total: talents.length })}
      </p>
      <ol
        className="mt-3 divide-y divide-gray-200 rounded-xl bg-white ring-1 ring-gray-200"
        data-testid="talent-overview"
      >
        {talents.map((talent, index) => {
          const vote = votes[talent.applicationId];
          return (
            <li key={talent.applicationId}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-current={index === current ? 'true' : undefined}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-700 aria-[current]:bg-indigo-50"
              >
                <span className="font-medium text-gray-900">
                  {index + 1}. {talent.firstName}
                  {index === current && (
                    <span className="sr-only"> {t('presentation.overview.current')}</span>
                  )}
                </span>
                {vote ? (
                  <Badge tone={VOTE_TONES[vote.vote]}>{t(`presentation.vote.${vote.vote}`)}</Badge>
                ) : (
                  <Badge tone="gray">{t('presentation.overview.notVoted')}</Badge>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
