import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresSchema } from '../test/test-app';
import { createPostgresPool, StatementNames } from './postgres-pool';

describe('statement names', () => {
  it('names a statement with parameters, the same text always by the same name', () => {
    const names = new StatementNames();
    const first = names.nameOf('select * from users where id = $1', 1);
    expect(first).toMatch(/^s\d+$/);
    expect(names.nameOf('select * from users where id = $1', 1)).toBe(first);
    expect(names.nameOf('select * from users where email = $1', 1)).not.toBe(first);
  });

  it('leaves transaction control, DDL (no parameters) and bulk inserts unnamed', () => {
    const names = new StatementNames();
    expect(names.nameOf('begin', 0)).toBeUndefined();
    expect(names.nameOf('vacuum (analyze) castings', 0)).toBeUndefined();
    expect(names.nameOf('insert into castings values (…)', 500)).toBeUndefined();
  });

  it('names no new text once full, and keeps answering for the texts it has', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('a $1', 1);
    const b = names.nameOf('b $1', 1);
    expect(names.nameOf('c $1', 1)).toBeUndefined();
    expect([names.nameOf('a $1', 1), names.nameOf('b $1', 1)]).toEqual([a, b]);
  });

  it('gives a forgotten text a new name', () => {
    const names = new StatementNames();
    const before = names.nameOf('select $1', 1);
    names.forget('select $1');
    expect(names.nameOf('select $1', 1)).not.toBe(before);
  });
});

// Against PostgreSQL itself: the PostgreSQL pass of scripts/test.sh sets TEST_DATABASE_URL.
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  interface Scratch {
    items: { id: number; label: string };
  }
  const open: { db: Kysely<Scratch>; drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const { db, drop } of open.splice(0)) {
      await db.destroy();
      await drop();
    }
  });
  const scratch = async () => {
    const schema = await createPostgresSchema(baseUrl);
    const db = new Kysely<Scratch>({
      dialect: new PostgresDialect({ pool: createPostgresPool(schema.url, () => {}, new StatementNames()) }),
    });
    open.push({ db, drop: schema.drop });
    await sql`create table items (id integer primary key, label text not null)`.execute(db);
    await db.insertInto('items').values({ id: 1, label: 'one' }).execute();
    return db;
  };
  const preparedOn = async (db: Kysely<Scratch>) =>
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(db)
    ).rows;

  describe('PostgreSQL: statements prepared once per connection', () => {
    it('a query with parameters is prepared on the connection and reused, not prepared again', async () => {
      const db = await scratch();
      await db.connection().execute(async (connection) => {
        for (let run = 0; run < 3; run++) {
          const row = await connection
            .selectFrom('items')
            .select('label')
            .where('id', '=', 1)
            .executeTakeFirst();
          expect(row?.label).toBe('one');
        }
        const prepared = (await preparedOn(connection)).filter((entry) =>
          entry.statement.includes('from "items"'),
        );
        expect(prepared).toHaveLength(1);
        expect(prepared[0]!.name).toMatch(/^s\d+$/);
      });
    });

    it('a select * prepared before its table changed shape still answers, with the new column', async () => {
      const db = await scratch();
      const read = () => db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      await db.connection().execute(async (connection) => {
        await connection.selectFrom('items').selectAll().where('id', '=', 1).execute();
        await sql`alter table items add column note text default 'added'`.execute(connection);
        expect(
          await connection.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst(),
        ).toEqual({
          id: 1,
          label: 'one',
          note: 'added',
        });
      });
      expect(await read()).toEqual({ id: 1, label: 'one', note: 'added' });
    });

    it('inside a transaction the changed shape fails that transaction, and the next run works', async () => {
      const db = await scratch();
      await db.connection().execute(async (connection) => {
        await connection.selectFrom('items').selectAll().where('id', '=', 1).execute();
        await sql`alter table items add column note text`.execute(connection);
        await expect(
          connection
            .transaction()
            .execute((trx) => trx.selectFrom('items').selectAll().where('id', '=', 1).execute()),
        ).rejects.toThrow(/cached plan must not change result type/);
        const rows = await connection.selectFrom('items').selectAll().where('id', '=', 1).execute();
        expect(rows).toEqual([{ id: 1, label: 'one', note: null }]);
      });
    });

    it('a unique violation keeps its code through the prepared statement', async () => {
      const db = await scratch();
      const error = await db
        .insertInto('items')
        .values({ id: 1, label: 'again' })
        .execute()
        .catch((caught: unknown) => caught);
      expect((error as { code?: string }).code).toBe('23505');
    });
  });
}
