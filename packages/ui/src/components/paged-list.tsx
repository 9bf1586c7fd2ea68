import type { PageMeta } from '@talent/contract/pagination';
import type { ReactNode } from 'react';
import { useResultsTop } from '../use-results-top';
import { Pagination, type PaginationLabels } from './pagination';

interface PagedListProps<Item extends { id: string }> {
  items: readonly Item[];
  meta: Pick<PageMeta, 'page' | 'totalPages'>;
  /** The next page is on its way: the rows shown are the previous page's, kept until it comes. */
  busy: boolean;
  /** The list's layout (a column, a grid), and how it looks while busy. */
  className: string;
  labels: PaginationLabels;
  onPageChange: (page: number) => void;
  /**
   * Where a new page starts reading when the results begin above the list (a count line): that
   * start's own scroll (useResultsTop). Without it, the list's own top.
   */
  scrollToResults?: () => void;
  renderItem: (item: Item, index: number) => ReactNode;
}

/**
 * One page of a paged list with its pager under it. A new page is read from its first result, not
 * from where the previous page ended: the pager brings the results' start back into view.
 */
export function PagedList<Item extends { id: string }>({
  items,
  meta,
  busy,
  className,
  labels,
  onPageChange,
  scrollToResults,
  renderItem,
}: PagedListProps<Item>) {
  const listTop = useResultsTop<HTMLUListElement>();
  const ownTop = scrollToResults === undefined;
  return (
    <>
      <ul
        ref={ownTop ? listTop.ref : undefined}
        className={ownTop ? `${listTop.className} ${className}` : className}
        aria-busy={busy || undefined}
      >
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <Pagination
        page={meta.page}
        totalPages={meta.totalPages}
        labels={labels}
        onPageChange={(page) => {
          onPageChange(page);
          (scrollToResults ?? listTop.scrollToResults)();
        }}
      />
    </>
  );
}
