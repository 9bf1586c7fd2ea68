/** One page of a list and how many rows the whole list has. */
export interface OffsetPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page (1-based) of a list, counted first: a page past the end reads no rows, so a stale link or
 * a client paging on after the last row costs one count. `rows` must be fully ordered (ties broken by
 * id) for pages not to overlap; `count` selects `total`, the size of the same list.
 */
export async function offsetPage<Row>(
  count: { executeTakeFirst(): Promise<{ total: string | number | bigint } | undefined> },
  rows: { limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } } },
  page: number,
  pageSize: number,
): Promise<OffsetPage<Row>> {
  const counted = await count.executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { rows: [], total };
  return { rows: await rows.limit(pageSize).offset(offset).execute(), total };
}
