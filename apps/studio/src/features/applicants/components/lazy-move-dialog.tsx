import { lazy, Suspense } from 'react';
import type { MoveDialogProps } from './move-dialog';

// The dialog, its text prompt and its rules load when a move is asked for: the applicant pages'
// first load stays under their budget (DESIGN §5).
const MoveDialog = lazy(() => import('./move-dialog').then((module) => ({ default: module.MoveDialog })));

/** The move dialog, fetched on first use; closed (target null) it renders and loads nothing. */
export function LazyMoveDialog(props: MoveDialogProps) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <MoveDialog {...props} />
    </Suspense>
  );
}
