import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './database';
import { createSqliteDialect } from './sqlite-dialect';

// The SQLite driver itself (decision 0007, point 15), on its own file whichever database the suite runs on.

interface Scratch {
  items: { id: number; label: string };
}

const open: { db: Kysely<Scratch>; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of open.splice(0)) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function scratchDatabase(): Promise<Kysely<Scratch>> {
  const dir = mkdtempSync(join(tmpdir(), 'talent-sqlite-dialect-'));
  const db = new Kysely<Scratch>({ dialect: createSqliteDialect(join(dir, 'scratch.db')) });
  open.push({ db, dir });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('label', 'text', (column) => column.notNull().unique())
    .execute();
  return db;
}

const count = async (db: Kysely<Scratch>) =>
  Number(
    (
      await db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('SQLite: reads on the main thread, writes on the writer thread', () => {
  it('a read is answered while a long write is still running, and does not see it', async () => {
    const db = await scratchDatabase();
    const finished: string[] = [];
    // Three million rows in one statement: seconds of work for the writer thread.
    const write = sql`
      insert into items (id, label)
      with recursive n(i) as (select 1 union all select i + 1 from n limit 3000000)
      select i, 'item ' || i from n`
      .execute(db)
      .then(() => finished.push('write'));
    // Let the writer start, then read on the main thread.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = await count(db);
    finished.push('read');
    await write;
    expect(finished).toEqual(['read', 'write']);
    expect(seen).toBe(0);
    expect(await count(db)).toBe(3_000_000);
  }, 60_000);

  it('a transaction reads its own writes; others see them only after the commit', async () => {
    const db = await scratchDatabase();
    let outsideDuring = -1;
    const inside = await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 1, label: 'one' }).execute();
      outsideDuring = await count(db);
      return trx.selectFrom('items').select('label').execute();
    });
    expect(inside).toEqual([{ label: 'one' }]);
    expect(outsideDuring).toBe(0);
    expect(await count(db)).toBe(1);
  });

  it('a failed transaction leaves nothing behind, and the next one runs', async () => {
    const db = await scratchDatabase();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, label: 'kept?' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(db)).toBe(0);
    await db
      .transaction()
      .execute((trx) => trx.insertInto('items').values({ id: 2, label: 'two' }).execute());
    expect(await db.selectFrom('items').select(['id', 'label']).execute()).toEqual([{ id: 2, label: 'two' }]);
  });

  it("a unique violation reaches the caller with SQLite's code", async () => {
    const db = await scratchDatabase();
    await db.insertInto('items').values({ id: 1, label: 'same' }).execute();
    const error = await db
      .insertInto('items')
      .values({ id: 2, label: 'same' })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('writes from many callers at once all land, and transactions stay whole', async () => {
    const db = await scratchDatabase();
    await Promise.all([
      ...Array.from({ length: 100 }, (_, index) =>
        db
          .insertInto('items')
          .values({ id: index + 1, label: `single ${index}` })
          .execute(),
      ),
      ...Array.from({ length: 20 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: 1000 + index * 2, label: `pair ${index} a` })
            .execute();
          await trx
            .insertInto('items')
            .values({ id: 1001 + index * 2, label: `pair ${index} b` })
            .execute();
        }),
      ),
    ]);
    expect(await count(db)).toBe(140);
    const insertResult = await db.insertInto('items').values({ id: 5000, label: 'last' }).executeTakeFirst();
    expect(insertResult.numInsertedOrUpdatedRows).toBe(1n);
    expect(insertResult.insertId).toBe(5000n);
  });
});
