import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

export const PAGINATION_MESSAGES = {
  page: 'Page must be a whole number of 1 or more',
  pageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** Query strings arrive as text: coerce, then hold to whole numbers in range. */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGINATION_MESSAGES.page })
    .int(PAGINATION_MESSAGES.page)
    .min(1, PAGINATION_MESSAGES.page)
    .max(1_000_000, PAGINATION_MESSAGES.page)
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGINATION_MESSAGES.pageSize })
    .int(PAGINATION_MESSAGES.pageSize)
    .min(1, PAGINATION_MESSAGES.pageSize)
    .max(MAX_PAGE_SIZE, PAGINATION_MESSAGES.pageSize)
    .default(DEFAULT_PAGE_SIZE),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A list answer: `{ data: [...], meta }` (DESIGN §4). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

export function pageMeta(page: number, pageSize: number, total: number): PageMeta {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
