import { randomUUID } from 'node:crypto';
import type { SkillCreatePayload, SkillItem, SkillKind, SkillUpdatePayload } from '@talent/contract/skills';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

/** Each URL kind's table; the columns carry the contract's field names (all single words). */
const TABLES = {
  instrument: 'instruments',
  sport: 'sports',
  dance: 'dances',
  riding: 'riding_skills',
  language: 'languages',
  'distinctive-mark': 'distinctive_marks',
} as const satisfies Record<SkillKind, string>;

const FIELDS = {
  instrument: ['instrument', 'level', 'courses'],
  sport: ['sport', 'level', 'courses'],
  dance: ['genre', 'level', 'courses'],
  riding: ['activity', 'level'],
  language: ['language', 'level'],
  'distinctive-mark': ['type', 'location', 'description'],
} as const satisfies Record<SkillKind, readonly string[]>;

export type AnySkillRow = Record<string, string | null>;

/** The kinds whose name the directory's `q` searches (decision 0024), and the column of that name. */
const SEARCHED_NAMES: Partial<Record<SkillKind, string>> = {
  instrument: 'instrument',
  sport: 'sport',
  dance: 'genre',
  riding: 'activity',
};

/** The name `q` finds a skill row by, or null for a kind it does not search. */
export function searchedName(kind: SkillKind, row: AnySkillRow): string | null {
  const column = SEARCHED_NAMES[kind];
  return column ? (row[column] ?? null) : null;
}

/** The six tables share one shape (id, talent_profile_id, text fields, created_at). */
type SkillDatabase = Kysely<Record<string, AnySkillRow>>;

export interface StoredSkill<K extends SkillKind> {
  talentProfileId: string;
  item: SkillItem<K>;
}

function pickFields<K extends SkillKind>(
  kind: K,
  source: Record<string, unknown>,
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const field of FIELDS[kind]) values[field] = (source[field] as string | null | undefined) ?? null;
  return values;
}

function toItem<K extends SkillKind>(kind: K, row: AnySkillRow): SkillItem<K> {
  return { id: row.id, ...pickFields(kind, row) } as SkillItem<K>;
}

export class SkillsRepository {
  private readonly db: SkillDatabase;

  constructor(db: AppDatabase) {
    this.db = db as unknown as SkillDatabase;
  }

  async find<K extends SkillKind>(kind: K, id: string): Promise<StoredSkill<K> | undefined> {
    const table: string = TABLES[kind];
    const row = await this.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { talentProfileId: String(row.talent_profile_id), item: toItem(kind, row) } : undefined;
  }

  async create<K extends SkillKind>(
    kind: K,
    talentProfileId: string,
    payload: SkillCreatePayload<K>,
    then: TransactionPart,
  ): Promise<SkillItem<K>> {
    const id = randomUUID();
    const row: AnySkillRow = {
      id,
      talent_profile_id: talentProfileId,
      created_at: new Date().toISOString(),
      ...pickFields(kind, payload),
    };
    const table: string = TABLES[kind];
    await this.inTransaction(then, (trx) => trx.insertInto(table).values(row).execute());
    return toItem(kind, { ...row, id });
  }

  async update<K extends SkillKind>(
    kind: K,
    id: string,
    payload: SkillUpdatePayload<K>,
    then: TransactionPart,
  ): Promise<SkillItem<K>> {
    const values = pickFields(kind, payload);
    const table: string = TABLES[kind];
    await this.inTransaction(then, (trx) =>
      trx.updateTable(table).set(values).where('id', '=', id).execute(),
    );
    return { id, ...values } as SkillItem<K>;
  }

  async delete(kind: SkillKind, id: string, then: TransactionPart): Promise<void> {
    const table: string = TABLES[kind];
    await this.inTransaction(then, (trx) => trx.deleteFrom(table).where('id', '=', id).execute());
  }

  /** A skill's write and `then` (its profile's search words, another module's part), all or nothing. */
  private async inTransaction(then: TransactionPart, write: (trx: SkillDatabase) => Promise<unknown>) {
    await this.db.transaction().execute(async (trx) => {
      await write(trx);
      await then.write(trx as unknown as Transaction<Database>);
    });
  }

  /**
   * Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`: each row its
   * id, talent_profile_id, created_at and the kind's fields, all filled.
   */
  async insertRows(trx: AppDatabase, kind: SkillKind, rows: readonly AnySkillRow[]): Promise<void> {
    const table: string = TABLES[kind];
    const db = trx as unknown as SkillDatabase;
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }
}
