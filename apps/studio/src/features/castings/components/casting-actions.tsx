import { CASTING_STATUS_TRANSITIONS } from '@talent/contract/casting-statuses';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session-context';
import type { CastingActions as Actions, CastingMove, CastingRef } from '../hooks/use-casting-actions';
import { type ConfirmedMove, ConfirmFinalDialog } from './confirm-final-dialog';

const smallButton = `${secondaryButtonClassName} px-3 py-2`;

interface CastingActionsProps {
  casting: CastingRef;
  actions: Actions;
  /** The list offers Edit too; the edit page is already there. */
  withEdit?: boolean;
}

/** What can be done with a casting from where it stands: only the moves its status allows. */
export function CastingActions({ casting, actions, withEdit = false }: CastingActionsProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedMove | null>(null);
  const confirm = (kind: ConfirmedMove) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(kind);
  };
  const allowed = CASTING_STATUS_TRANSITIONS[casting.status] ?? [];
  // Lifting a suspension is the ADMIN's alone (the server answers 403 to anyone else).
  const canPublish =
    allowed.includes('PUBLISHED') && (casting.status !== 'SUSPENDED' || user?.role === 'ADMIN');
  // Suspending is moderation: an ADMIN takes a casting off the portal for a while (DESIGN §7).
  const canSuspend = allowed.includes('SUSPENDED') && user?.role === 'ADMIN';
  const busy = actions.busy?.id === casting.id ? actions.busy.action : null;

  const button = (move: CastingMove, label: string, onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      disabled={busy !== null}
      aria-busy={busy === move || undefined}
      data-testid={`action-${move.toLowerCase()}`}
      className={smallButton}
    >
      {busy === move && <SpinnerIcon className="size-4" />}
      {label}
    </button>
  );

  return (
    <fieldset ref={groupRef} className="min-w-0">
      <legend className="sr-only">{t('castings.actions.label', { title: casting.title })}</legend>
      <div className="flex flex-wrap gap-2">
        {withEdit && (
          <Link to={`/castings/${encodeURIComponent(casting.id)}/edit`} className={smallButton}>
            {t('castings.actions.edit')}
          </Link>
        )}
        {canPublish &&
          button(
            'PUBLISHED',
            t(casting.status === 'SUSPENDED' ? 'castings.actions.lift' : 'castings.actions.publish'),
            () => void actions.move(casting, 'PUBLISHED'),
          )}
        {canSuspend && button('SUSPENDED', t('castings.actions.suspend'), () => confirm('SUSPENDED'))}
        {allowed.includes('CLOSED') && button('CLOSED', t('castings.actions.close'), () => confirm('CLOSED'))}
        {allowed.includes('CANCELLED') &&
          button('CANCELLED', t('castings.actions.cancel'), () => confirm('CANCELLED'))}
        <button
          type="button"
          onClick={() => void actions.duplicate(casting)}
          disabled={busy !== null}
          aria-busy={busy === 'DUPLICATE' || undefined}
          data-testid="action-duplicate"
          className={smallButton}
        >
          {busy === 'DUPLICATE' && <SpinnerIcon className="size-4" />}
          {t('castings.actions.duplicate')}
        </button>
      </div>
      <ConfirmFinalDialog
        kind={confirming}
        title={casting.title}
        onConfirm={() => (confirming ? actions.move(casting, confirming) : Promise.resolve())}
        onClose={() => setConfirming(null)}
        // Back to the button that asked while it is still there; once the casting moved it is gone,
        // and Duplicate, always offered, takes focus instead.
        returnFocus={() =>
          openerRef.current?.isConnected
            ? openerRef.current
            : groupRef.current?.querySelector<HTMLElement>('[data-testid="action-duplicate"]')
        }
      />
    </fieldset>
  );
}
