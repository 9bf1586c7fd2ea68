import type { PageMeta } from '@talent/contract/pagination';
import { Pagination, type PaginationLabels } from '@talent/ui/components/pagination';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The studio's paged lists; each names its pages in its own words under this key. */
type PaginationTexts =
  | 'applicants.pagination'
  | 'castings.list.pagination'
  | 'clients.pagination'
  | 'directory.pagination'
  | 'moderation.reports.pagination';

type Pages = Pick<PageMeta, 'page' | 'totalPages'>;

/** A studio list's pager words, read from where that list keeps them in the locale files. */
export function paginationLabels(t: TFunction, texts: PaginationTexts, meta: Pages): PaginationLabels {
  return {
    navigation: t(`${texts}.navigation`),
    previous: t(`${texts}.previous`),
    next: t(`${texts}.next`),
    pageOf: t(`${texts}.pageOf`, { page: meta.page, totalPages: meta.totalPages }),
  };
}

interface ResultPaginationProps {
  meta: Pages;
  /** Where each list's labels live in the locale files. */
  texts: PaginationTexts;
  onPageChange: (page: number) => void;
  /** Brings the list's top into view: a new page starts reading there, not at the old scroll. */
  scrollToResults: () => void;
}

/** The pager of a studio list that is not a plain list (a table or a grid): moves, then scrolls up. */
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
      labels={paginationLabels(t, texts, meta)}
    />
  );
}
