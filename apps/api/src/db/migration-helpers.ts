import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// The shapes the migrations repeat, named once. Every migration already applied runs through these
// again on each new database, so they must keep building exactly the same SQL: the schema snapshot
// test (schema-snapshot.test.ts) fails on any change. Never edit one; add another beside it.

/** The row's own key. */
export const primaryKey = (col: ColumnDefinitionBuilder) => col.primaryKey();

/** A column that must be given. */
export const required = (col: ColumnDefinitionBuilder) => col.notNull();

/** A required reference to `target` ('table.column'); the row goes when the row it points at does. */
export const ownedBy = (target: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(target).onDelete('cascade');

/** A plain index `name` on `table` over `columns`, in that order. */
export async function addIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
