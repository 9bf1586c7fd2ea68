import type { AuditionSessionView } from '@talent/contract/auditions';
import { BackLink } from '@talent/ui/components/back-link';
import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/list-states';
import { useCancelSession } from '../api/cancel-session';
import { useAuditionSessions } from '../api/get-sessions';
import { auditionErrorMessage } from '../audition-error';
import { SessionCard, sessionDay } from './session-card';
import { SidesUpload } from './sides-upload';

// The form (react-hook-form and the contract's zod rules) loads when a session is made or edited.
const SessionDialog = lazy(() => import('./session-dialog'));

interface AuditionsPageProps {
  castingId: string;
  /** The casting's title, as the route has it (undefined while it loads, null when it failed). */
  castingTitle: string | null | undefined;
}

/** A casting's audition and callback sessions: their slots and bookings, the sides, and making more. */
export function AuditionsPage({ castingId, castingTitle }: AuditionsPageProps) {
  const { t } = useTranslation();
  const sessions = useAuditionSessions(castingId);
  const cancelSession = useCancelSession(castingId);
  // The session in the form: null a new one; undefined the form is closed.
  const [editing, setEditing] = useState<AuditionSessionView | null | undefined>(undefined);
  const [cancelling, setCancelling] = useState<AuditionSessionView | null>(null);

  const onConfirmCancel = async () => {
    const session = cancelling;
    setCancelling(null);
    if (!session) return;
    try {
      await cancelSession.mutateAsync(session.id);
      notify.success(t('auditions.cancel.done'));
    } catch (error) {
      notify.error(await auditionErrorMessage(t, error, t('auditions.cancel.failed')));
    }
  };

  const newSession = (label: string) => (
    <button
      type="button"
      onClick={() => setEditing(null)}
      className={buttonLinkClassName}
      data-testid="session-new"
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-5">
      <BackLink to={`/castings/${encodeURIComponent(castingId)}/applicants`}>{t('auditions.back')}</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader
          title={t('auditions.title')}
          subtitle={castingTitle ?? (castingTitle === null ? t('auditions.castingUnknown') : '…')}
        />
        {sessions.isSuccess && sessions.data.data.length > 0 && newSession(t('auditions.session.new'))}
      </div>

      <ListStates query={sessions} failed={t('auditions.loadFailed')} testId="sessions-error">
        {({ data, meta }) => (
          <>
            <SidesUpload castingId={castingId} sides={meta.sides} />
            {data.length === 0 ? (
              <EmptyState
                testId="sessions-empty"
                title={t('auditions.empty.title')}
                text={t('auditions.empty.text')}
                action={newSession(t('auditions.empty.action'))}
              />
            ) : (
              <div className="space-y-4" data-testid="session-list">
                {data.map((session) => (
                  <SessionCard
                    key={session.id}
                    session={session}
                    onEdit={() => setEditing(session)}
                    onCancel={() => setCancelling(session)}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </ListStates>

      {editing !== undefined && (
        <Suspense fallback={null}>
          <SessionDialog castingId={castingId} session={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        open={cancelling !== null}
        title={cancelling ? t('auditions.cancel.title', { date: sessionDay(cancelling) }) : ''}
        text={t('auditions.cancel.text')}
        confirmLabel={t('auditions.cancel.confirm')}
        cancelLabel={t('auditions.cancel.keep')}
        onConfirm={() => void onConfirmCancel()}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
