import type { Audition } from '@talent/contract/auditions';
import { QueryStates } from '@talent/ui/components/load-error';
import { PageHeader } from '@talent/ui/components/page-header';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkEmptyState } from '@/components/link-empty-state';
import { useAuditions } from '../api/get-auditions';
import { splitAuditions } from '../audition-time';
import { AuditionCard, type FocusAfterAnswer } from './audition-card';

/**
 * My auditions (DESIGN §12): the talent's and their children's, upcoming first (soonest at the top),
 * then the past and answered ones. A notice links to one card (/auditions#audition-<id>): once the
 * list is there, that card is scrolled to and takes focus.
 */
export function AuditionsPage() {
  const { t } = useTranslation();
  const auditions = useAuditions();
  useFocusLinkedCard(auditions.data);

  return (
    <div className="space-y-6">
      <PageHeader title={t('auditions.title')} subtitle={t('auditions.subtitle')} />
      <QueryStates
        query={auditions}
        loadingLabel={t('auditions.loading')}
        errorMessage={t('auditions.loadFailed')}
        retryLabel={t('auditions.retry')}
        errorTestId="auditions-load-error"
      >
        {(list) =>
          list.length === 0 ? (
            <LinkEmptyState
              title={t('auditions.emptyTitle')}
              text={t('auditions.emptyText')}
              link={{ to: '/castings', label: t('auditions.browseCastings') }}
              testId="auditions-empty"
            />
          ) : (
            <AuditionLists auditions={list} />
          )
        }
      </QueryStates>
    </div>
  );
}

function AuditionLists({ auditions }: { auditions: Audition[] }) {
  const { t } = useTranslation();
  const { upcoming, past } = splitAuditions(auditions, new Date());
  const [answered, setAnswered] = useState<Audition | null>(null);
  const done = useCallback(() => setAnswered(null), []);
  const focusAfterAnswer = useMemo<FocusAfterAnswer>(
    () => ({ answered, request: setAnswered, done }),
    [answered, done],
  );
  return (
    <>
      <section aria-labelledby="auditions-upcoming" className="space-y-3">
        <h2 id="auditions-upcoming" className="text-lg font-semibold text-gray-900">
          {t('auditions.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-gray-700" data-testid="auditions-upcoming-empty">
            {t('auditions.upcomingEmpty')}
          </p>
        ) : (
          <CardList
            auditions={upcoming}
            open
            focusAfterAnswer={focusAfterAnswer}
            testId="auditions-upcoming"
          />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="auditions-past" className="space-y-3">
          <h2 id="auditions-past" className="text-lg font-semibold text-gray-900">
            {t('auditions.past')}
          </h2>
          <CardList
            auditions={past}
            open={false}
            focusAfterAnswer={focusAfterAnswer}
            testId="auditions-past"
          />
        </section>
      )}
    </>
  );
}

function CardList({
  testId,
  auditions,
  ...card
}: {
  testId: string;
  auditions: Audition[];
  open: boolean;
  focusAfterAnswer: FocusAfterAnswer;
}) {
  return (
    <ul className="space-y-4" data-testid={testId}>
      {auditions.map((audition) => (
        <li key={audition.id}>
          <AuditionCard audition={audition} {...card} />
        </li>
      ))}
    </ul>
  );
}

/** The card the address names (#audition-<id>), scrolled to and focused once the list is there. */
function useFocusLinkedCard(loaded: Audition[] | undefined) {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !hash.startsWith('#audition-') || done.current === hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (card?.dataset.testid !== 'audition-card') return;
    done.current = hash;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash, loaded]);
}
