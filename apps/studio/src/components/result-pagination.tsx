import type { PageMeta } from '@talent/contract/pagination';
import { Pagination } from '@talent/ui/components/pagination';
import { useTranslation } from 'react-i18next';

/** The studio's paged lists; each names its pages in its own words under this key. */
type PaginationTexts = 'applicants.pagination' | 'castings.list.pagination' | 'clients.pagination';

interface ResultPaginationProps {
  meta: Pick<PageMeta, 'page' | 'totalPages'>;
  /** Where each list's labels live in the locale files. */
  texts: PaginationTexts;
  onPageChange: (page: number) => void;
  /** Brings the list's top into view: a new page starts reading there, not at the old scroll. */
  scrollToResults: () => void;
}

/** A studio list's pager: moves to the page, then scrolls up to the first result. */
export function ResultPagination({ meta, texts, onPageChange, scrollToResults }: ResultPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={meta.page}
      totalPages={meta.totalPages}
      onPageChange={(page) => {
        onPageChange(page);
        scrollToResults();
      }}
      labels={{
        navigation: t(`${texts}.navigation`),
        previous: t(`${texts}.previous`),
        next: t(`${texts}.next`),
        pageOf: t(`${texts}.pageOf`, { page: meta.page, totalPages: meta.totalPages }),
      }}
    />
  );
}
