import { secondaryButtonClassName } from '@talent/ui/link-styles';
import type { useDisclosure } from '@talent/ui/use-disclosure';
import type { FormEvent, ReactNode } from 'react';

interface FilterFormProps {
  /** The form's accessible name ("Filter applicants"). */
  label: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  /** The first focus fetches the rules the values are checked by. */
  onFocus: () => void;
  /** The text search, always in sight. */
  search: ReactNode;
  /** The fold of the other filters (always shown from md; on a phone only when unfolded). */
  disclosure: Pick<ReturnType<typeof useDisclosure>, 'expanded' | 'panelId' | 'toggleProps'>;
  texts: { more: string; fewer: string; apply: string; clear: string };
  onClear: () => void;
  /** The other filters. */
  children: ReactNode;
}

/**
 * A list's filters, applied together (Enter or "Apply"), so typing a range never loads a list for
 * half of it. On a phone the filters but the search fold under a button, so the results are not a
 * screen away.
 */
export function FilterForm({
  label,
  testId,
  onSubmit,
  onFocus,
  search,
  disclosure: { expanded, panelId, toggleProps },
  texts,
  onClear,
  children,
}: FilterFormProps) {
  return (
    <form
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={label}
      className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
      data-testid={testId}
    >
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <div className="col-span-2">{search}</div>
        <button type="button" {...toggleProps} className={`${secondaryButtonClassName} col-span-2 md:hidden`}>
          {expanded ? texts.fewer : texts.more}
        </button>
      </div>
      <div
        id={panelId}
        className={`${expanded ? 'grid' : 'hidden'} mt-4 grid-cols-2 gap-4 md:grid md:grid-cols-4`}
      >
        {children}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          className={`${secondaryButtonClassName} border-indigo-700 text-indigo-800`}
          data-testid="filters-apply"
        >
          {texts.apply}
        </button>
        <button
          type="button"
          onClick={onClear}
          className={secondaryButtonClassName}
          data-testid="filters-clear"
        >
          {texts.clear}
        </button>
      </div>
    </form>
  );
}
