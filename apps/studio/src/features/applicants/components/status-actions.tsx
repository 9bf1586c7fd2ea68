import {
  APPLICATION_STATUS_TRANSITIONS,
  type ApplicationStatus,
} from '@talent/contract/application-statuses';
import { useTranslation } from 'react-i18next';
import { MOVE_TARGETS, type MoveTarget } from './move-targets';

/** The moves allowed from where the application is now (ACCEPTED and REJECTED are final). */
export function allowedMoves(status: ApplicationStatus): MoveTarget[] {
  return MOVE_TARGETS.filter((target) => APPLICATION_STATUS_TRANSITIONS[status].includes(target));
}

const buttonClassName: Record<MoveTarget, string> = {
  SHORTLISTED: 'bg-indigo-700 text-white hover:bg-indigo-800',
  ACCEPTED: 'bg-green-700 text-white hover:bg-green-800',
  REJECTED: 'bg-white text-red-800 ring-1 ring-inset ring-red-300 hover:bg-red-50',
};

const SHORTCUTS: Record<MoveTarget, string> = { SHORTLISTED: 'S', ACCEPTED: 'A', REJECTED: 'R' };

/** Shortlist, Accept, Reject: each opens the move dialog; only the allowed ones are offered. */
export function StatusActions({
  status,
  onMove,
}: {
  status: ApplicationStatus;
  onMove: (target: MoveTarget) => void;
}) {
  const { t } = useTranslation();
  const moves = allowedMoves(status);
  if (moves.length === 0)
    return (
      <p className="text-sm text-gray-700" data-testid="status-final">
        {t('applicants.detail.final')}
      </p>
    );
  return (
    <div className="flex flex-wrap gap-2" data-testid="status-actions">
      {moves.map((target) => (
        <button
          key={target}
          type="button"
          onClick={() => onMove(target)}
          aria-keyshortcuts={SHORTCUTS[target]}
          className={`inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 sm:flex-none ${buttonClassName[target]}`}
        >
          {t(`applicants.actions.${target}`)}
          <span aria-hidden="true" className="rounded bg-black/10 px-1.5 text-xs font-normal">
            {SHORTCUTS[target]}
          </span>
        </button>
      ))}
    </div>
  );
}
