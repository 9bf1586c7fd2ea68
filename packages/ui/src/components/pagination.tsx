import { Icon } from './icons';

/** The pager's words: its name, the two buttons, and where the reader is ('Page 2 of 5'). */
export interface PaginationLabels {
  navigation: string;
  previous: string;
  next: string;
  pageOf: string;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

const buttonClassName =
  'inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3.5 py-2 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / "Page X of Y" / Next. Hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-between gap-4">
      <button
        type="button"
        data-testid="pagination-previous"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        className={buttonClassName}
      >
        <Icon name="arrowLeft" className="size-4" />
        {labels.previous}
      </button>
      <p className="text-sm text-gray-700" data-testid="pagination-status" aria-live="polite">
        {labels.pageOf}
      </p>
      <button
        type="button"
        data-testid="pagination-next"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        className={buttonClassName}
      >
        {labels.next}
        <Icon name="arrowRight" className="size-4" />
      </button>
    </nav>
  );
}
