import { type Insertable, type Selectable, sql } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';
import { type OffsetPage, offsetPage } from '../../lib/offset-page';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;

const CHUNK = 500;

export class NotificationsRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Inserts the notices whose dedupe key is new and answers those rows: an event handled twice
   * (a job that ran again after a crash) adds nothing the second time.
   */
  async insertNew(
    rows: readonly NewNotificationRow[],
  ): Promise<Pick<NotificationRow, 'id' | 'user_id' | 'type'>[]> {
    const inserted: Pick<NotificationRow, 'id' | 'user_id' | 'type'>[] = [];
    for (let start = 0; start < rows.length; start += CHUNK) {
      inserted.push(
        ...(await this.db
          .insertInto('notifications')
          .values(rows.slice(start, start + CHUNK))
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .returning(['id', 'user_id', 'type'])
          .execute()),
      );
    }
    return inserted;
  }

  /** Which of these dedupe keys are taken (so a fan-out can skip work it already did). */
  async existingKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('notifications')
      .select('dedupe_key')
      .where('dedupe_key', 'in', keys)
      .execute();
    return new Set(rows.map((row) => row.dedupe_key));
  }

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<NotificationsTable>[]): Promise<void> {
    return insertInChunks(trx, 'notifications', rows);
  }

  findById(id: string): Promise<NotificationRow | undefined> {
    return this.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  pageOf(userId: string, page: number, pageSize: number): Promise<OffsetPage<NotificationRow>> {
    const own = this.db.selectFrom('notifications').where('user_id', '=', userId);
    return offsetPage(
      own.select((eb) => eb.fn.countAll<number>().as('total')),
      own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      page,
      pageSize,
    );
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** False when the user has no such notice. */
  async markRead(userId: string, id: string, now: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('notifications')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) return false;
    await this.markUnreadRead(userId, now, id);
    return true;
  }

  async markAllRead(userId: string, now: string): Promise<void> {
    await this.markUnreadRead(userId, now);
  }

  /** Read from `now`: the user's unread notices, or only the one `id`; a read one keeps its first time. */
  private async markUnreadRead(userId: string, now: string, id?: string): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .$if(id !== undefined, (unread) => unread.where('id', '=', id!))
      .execute();
  }

  /** The stored choices; a type without a row has e-mail on. */
  async emailChoices(userId: string): Promise<Map<string, boolean>> {
    const rows = await this.db
      .selectFrom('notification_preferences')
      .select(['type', 'email'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((row) => [row.type, row.email === 1]));
  }

  /** Of these users, those who turned e-mail off for `type`. */
  async emailOff(userIds: readonly string[], type: string): Promise<Set<string>> {
    const off = new Set<string>();
    for (let start = 0; start < userIds.length; start += CHUNK) {
      const rows = await this.db
        .selectFrom('notification_preferences')
        .select('user_id')
        .where('user_id', 'in', userIds.slice(start, start + CHUNK))
        .where('type', '=', type)
        .where('email', '=', 0)
        .execute();
      for (const row of rows) off.add(row.user_id);
    }
    return off;
  }

  async setEmailChoices(userId: string, choices: ReadonlyMap<string, boolean>): Promise<void> {
    if (choices.size === 0) return;
    await this.db
      .insertInto('notification_preferences')
      .values([...choices].map(([type, email]) => ({ user_id: userId, type, email: email ? 1 : 0 })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })),
      )
      .execute();
  }

  /** PostgreSQL's NOTIFY, for the live notice streams of other processes. */
  async notify(channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(this.db);
  }
}
