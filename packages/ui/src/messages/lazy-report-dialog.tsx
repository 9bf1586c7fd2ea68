import { lazy, Suspense } from 'react';
import type { ReportDialogProps } from './report-dialog';

const Report = lazy(() => import('./report-dialog'));

/** The report dialog: renders nothing (and fetches nothing) until first opened. */
export function LazyReportDialog(props: ReportDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Report {...props} />
    </Suspense>
  );
}

export type { ReportDialogProps };
