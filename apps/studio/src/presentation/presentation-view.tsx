import type { PublicPresentation } from '@talent/contract/presentations';
import { currentLanguage } from '@talent/ui/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyVote } from './presentation-api';
import { TalentCard } from './talent-card';
import { TalentOverview } from './talent-overview';
import { useSwipe } from './use-swipe';
import { VoteBox } from './vote-box';

/** Keys that belong to the control that has them: a text field's caret, a player's seeking. */
const ownsArrows = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('input, textarea, select, video, [contenteditable]') !== null;

/** The talents one at a time, with the viewer's vote on each and an overview of all. */
export function PresentationView({
  token,
  viewerToken,
  presentation,
  onRefused,
}: {
  token: string;
  viewerToken: string;
  presentation: PublicPresentation;
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { talents } = presentation;
  const [index, setIndex] = useState(0);
  const [votes, setVotes] = useState<Record<string, MyVote | null>>(() =>
    Object.fromEntries(talents.map((talent) => [talent.applicationId, talent.myVote])),
  );
  const moved = useRef(false);
  const last = talents.length - 1;
  const go = (next: number) => {
    if (next < 0 || next > last) return;
    moved.current = true;
    setIndex(next);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsArrows(event.target)) return;
      if (event.key === 'ArrowLeft') goRef.current(index - 1);
      else if (event.key === 'ArrowRight') goRef.current(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index]);

  // After a move the next talent's name (a new heading: the article is keyed by talent) is read out,
  // and the page starts at its top; not on the first screen, which starts at the link's title.
  const focusAfterMove = (heading: HTMLHeadingElement | null) => {
    if (!heading || !moved.current) return;
    heading.focus();
    heading.scrollIntoView?.({ block: 'start' });
  };

  const swipe = useSwipe({ onPrevious: () => go(index - 1), onNext: () => go(index + 1) });
  const talent = talents[index];
  const expires = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(presentation.expiresAt));

  return (
    <>
      <section aria-labelledby="presentation-title">
        <h1 id="presentation-title" className="text-xl font-semibold text-gray-900">
          {presentation.title}
        </h1>
        <p className="mt-1 text-sm text-gray-700">
          {t('presentation.header.forViewer', { name: presentation.viewerName })} ·{' '}
          {t('presentation.header.validUntil', { date: expires })}
        </p>
      </section>

      {talent && (
        <>
          <nav
            aria-label={t('presentation.nav.label')}
            className="sticky top-0 z-10 -mx-4 mt-4 bg-gray-50/95 px-4 py-2"
          >
            <div className="flex items-center justify-between gap-2">
              <NavButton
                disabled={index === 0}
                onClick={() => go(index - 1)}
                label={t('presentation.nav.previous')}
              >
                ←
              </NavButton>
              <p
                aria-live="polite"
                className="text-sm font-medium text-gray-900"
                data-testid="talent-position"
              >
                {t('presentation.nav.position', { current: index + 1, total: talents.length })}
              </p>
              <NavButton
                disabled={index === last}
                onClick={() => go(index + 1)}
                label={t('presentation.nav.next')}
              >
                →
              </NavButton>
            </div>
            <p className="sr-only">{t('presentation.nav.hint')}</p>
          </nav>

          <article
            key={talent.applicationId}
            aria-labelledby="talent-name"
            data-testid="presented-talent"
            className="mt-2 touch-pan-y"
            {...swipe}
          >
            <TalentCard
              talent={talent}
              viewerName={presentation.viewerName}
              headingRef={focusAfterMove}
              report={{ token, viewerToken, onRefused }}
            />
            <VoteBox
              token={token}
              viewerToken={viewerToken}
              talent={talent}
              myVote={votes[talent.applicationId] ?? null}
              onVoted={(vote) => setVotes((known) => ({ ...known, [talent.applicationId]: vote }))}
              onRefused={onRefused}
            />
          </article>

          <TalentOverview talents={talents} votes={votes} current={index} onOpen={go} />
        </>
      )}
    </>
  );
}

function NavButton({
  disabled,
  onClick,
  label,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  label: string;
  children: string;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-lg text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-40"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
