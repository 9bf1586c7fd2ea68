import { BackLink } from '@talent/ui/components/back-link';
import { Spinner } from '@talent/ui/components/spinner';
import { useTranslation } from 'react-i18next';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { LinkEmptyState } from '@/components/link-empty-state';
import { useStudioOrigin } from '../api/use-studio-origin';
import { backPathOf, type SelfTapeOrigin } from '../self-tape-origin';
import { SelfTapeStudio } from './self-tape-studio';

const BACK_LABELS = {
  request: 'selfTape.back.application',
  audition: 'selfTape.back.auditions',
  profile: 'selfTape.back.profile',
} as const;

/**
 * /self-tape: the studio, for a self-tape request, an audition or the profile's videos (DESIGN §15).
 * A request that cannot be answered, or an unknown one, says so with the way back.
 */
export function SelfTapePage({ origin }: { origin: SelfTapeOrigin }) {
  const { t } = useTranslation();
  const studio = useStudioOrigin(origin);
  const back = { to: backPathOf(origin), label: t(BACK_LABELS[origin.kind]) };

  let body: React.ReactNode;
  switch (studio.status) {
    case 'loading':
      body = <Spinner label={t('selfTape.loading')} className="py-24" />;
      break;
    case 'failed':
      body = (
        <DetailLoadFailed
          back={back}
          title={t('selfTape.loadFailed')}
          text={t('selfTape.loadFailedText')}
          retry={{ label: t('selfTape.retry'), onRetry: studio.retry }}
        />
      );
      break;
    case 'notFound':
      body = (
        <LinkEmptyState
          headingLevel={1}
          title={t(
            origin.kind === 'audition' ? 'selfTape.auditionNotFound.title' : 'selfTape.notFound.title',
          )}
          text={t(origin.kind === 'audition' ? 'selfTape.auditionNotFound.text' : 'selfTape.notFound.text')}
          link={back}
          testId="self-tape-not-found"
        />
      );
      break;
    case 'closed':
      body = (
        <LinkEmptyState
          headingLevel={1}
          title={t('selfTape.closed.title')}
          text={t(`selfTape.closed.${studio.state}`)}
          link={back}
          testId="self-tape-closed"
        />
      );
      break;
    case 'ready':
      body = (
        <div className="space-y-5">
          <BackLink to={back.to}>{back.label}</BackLink>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('selfTape.title')}</h1>
            <p className="mt-1 text-gray-700" data-testid="self-tape-for">
              {studio.target.castingTitle
                ? t(origin.kind === 'request' ? 'selfTape.from.request' : 'selfTape.from.audition', {
                    casting: studio.target.castingTitle,
                  })
                : t(studio.target.childId ? 'selfTape.from.child' : 'selfTape.from.profile')}
            </p>
            {studio.target.replaces && (
              <p
                className="mt-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900"
                data-testid="self-tape-replaces"
              >
                {t('selfTape.replaces')}
              </p>
            )}
          </div>
          <SelfTapeStudio origin={origin} target={studio.target} />
        </div>
      );
      break;
  }
  return (
    <div data-testid="self-tape-page" className="mx-auto max-w-2xl">
      {body}
    </div>
  );
}
