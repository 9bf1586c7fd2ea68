import type { AuditionSessionView } from '@talent/contract/auditions';
import { BackLink } from '@talent/ui/components/back-link';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/list-states';
import { useCancelSession } from '../api/cancel-session';
import { useAuditionSessions } from '../api/get-sessions';
import { auditionErrorMessage } from '../audition-error';
import { SessionCard, sessionDay, sessionHeadingId } from './session-card';
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

  // The session just cancelled, whose heading takes the focus back from the dialog.
  const cancelled = useRef<string | null>(null);

  const onConfirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelSession.mutateAsync(cancelling.id);
      cancelled.current = cancelling.id;
      notify.success(t('auditions.cancel.done'));
    } catch (error) {
      notify.error(await auditionErrorMessage(t, error, t('auditions.cancel.failed')));
    }
    setCancelling(null);
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
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={cancelling ? t('auditions.cancel.title', { date: sessionDay(cancelling) }) : ''}
        // The Cancel button goes with the session's actions: focus lands on the session's heading.
        returnFocus={() =>
          cancelled.current ? document.getElementById(sessionHeadingId(cancelled.current)) : undefined
        }
        testId="cancel-session-dialog"
      >
        <p className="text-sm text-gray-800">{t('auditions.cancel.text')}</p>
        <DialogActions
          className="mt-6"
          cancelLabel={t('auditions.cancel.keep')}
          onCancel={() => setCancelling(null)}
          confirmLabel={t('auditions.cancel.confirm')}
          onConfirm={() => void onConfirmCancel()}
          busy={cancelSession.isPending}
          cancelDisabled={cancelSession.isPending}
          focusCancel
          tone="danger"
          confirmTestId="cancel-session-confirm"
        />
      </Dialog>
    </div>
  );
}
