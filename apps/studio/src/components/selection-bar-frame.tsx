import type { ReactNode } from 'react';

interface SelectionBarFrameProps {
  /** The region's name ("Selected applicants"). */
  label: string;
  /** How many are selected, announced as it changes. */
  count: string;
  testId: string;
  countTestId: string;
  /** The actions on the selection. */
  children: ReactNode;
}

/** What to do with the selected items; shown while any is selected, held under the top bar while the list scrolls. */
export function SelectionBarFrame({ label, count, testId, countTestId, children }: SelectionBarFrameProps) {
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className="sticky top-[4.5rem] z-[5] flex flex-wrap items-center gap-3 rounded-2xl bg-indigo-50 p-3 shadow-md ring-1 ring-indigo-200"
    >
      <p className="text-sm font-semibold text-indigo-900" aria-live="polite" data-testid={countTestId}>
        {count}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
