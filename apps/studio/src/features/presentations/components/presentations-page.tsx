import type { Presentation } from '@talent/contract/presentations';
import { BackLink } from '@talent/ui/components/back-link';
import { Dialog } from '@talent/ui/components/dialog';
import { DialogActions } from '@talent/ui/components/dialog-actions';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { buttonLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '@/components/list-states';
import { errorMessage } from '@/lib/translate-message';
import { usePresentations } from '../api/get-presentations';
import { useUpdatePresentation } from '../api/update-presentation';
import { PresentationCard, presentationHeadingId } from './presentation-card';

// The expiry's form (react-hook-form and the contract's rules) loads when a director opens it.
const ExpiryDialog = lazy(() => import('./expiry-dialog'));

interface PresentationsPageProps {
  castingId: string;
  /** The casting's title, as the route has it (undefined while it loads, null when it failed). */
  castingTitle: string | null | undefined;
}

/** A casting's presentations: the links made for producers, where each stands, and their ends. */
export function PresentationsPage({ castingId, castingTitle }: PresentationsPageProps) {
  const { t } = useTranslation();
  const presentations = usePresentations(castingId);
  const update = useUpdatePresentation();
  const [extending, setExtending] = useState<Presentation | null>(null);
  const [revoking, setRevoking] = useState<Presentation | null>(null);
  // The presentation just revoked, whose heading takes the focus back from the dialog (its Revoke
  // button is gone).
  const revoked = useRef<string | null>(null);
  const applicantsPath = `/castings/${encodeURIComponent(castingId)}/applicants`;

  const onConfirmRevoke = async () => {
    if (!revoking) return;
    try {
      await update.mutateAsync({ id: revoking.id, payload: { revoked: true } });
      revoked.current = revoking.id;
      notify.success(t('presentations.revoke.done'));
    } catch (error) {
      await import('../presentation-messages');
      notify.error(await errorMessage(t, error, t('presentations.revoke.failed')));
    }
    setRevoking(null);
  };

  return (
    <div className="space-y-5">
      <BackLink to={applicantsPath}>{t('presentations.back')}</BackLink>
      <PageHeader
        title={t('presentations.title')}
        subtitle={castingTitle ?? (castingTitle === null ? t('presentations.castingUnknown') : '…')}
      />

      <ListStates query={presentations} failed={t('presentations.loadFailed')} testId="presentations-error">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              testId="presentations-empty"
              title={t('presentations.empty.title')}
              text={t('presentations.empty.text')}
              action={
                <Link to={applicantsPath} className={buttonLinkClassName}>
                  {t('presentations.empty.action')}
                </Link>
              }
            />
          ) : (
            <div className="space-y-4" data-testid="presentation-list">
              {list.map((presentation) => (
                <PresentationCard
                  key={presentation.id}
                  presentation={presentation}
                  onChangeExpiry={() => setExtending(presentation)}
                  onRevoke={() => setRevoking(presentation)}
                />
              ))}
            </div>
          )
        }
      </ListStates>

      {extending && (
        <Suspense fallback={null}>
          <ExpiryDialog presentation={extending} onClose={() => setExtending(null)} />
        </Suspense>
      )}
      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={revoking ? t('presentations.revoke.title', { title: revoking.title }) : ''}
        returnFocus={() =>
          revoked.current ? document.getElementById(presentationHeadingId(revoked.current)) : undefined
        }
        testId="revoke-dialog"
      >
        <p className="text-sm text-gray-800">{t('presentations.revoke.text')}</p>
        <DialogActions
          className="mt-6"
          cancelLabel={t('presentations.revoke.keep')}
          onCancel={() => setRevoking(null)}
          confirmLabel={t('presentations.revoke.confirm')}
          onConfirm={() => void onConfirmRevoke()}
          busy={update.isPending}
          cancelDisabled={update.isPending}
          focusCancel
          tone="danger"
          confirmTestId="revoke-confirm"
        />
      </Dialog>
    </div>
  );
}
