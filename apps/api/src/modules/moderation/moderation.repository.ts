import type { ModerationAction, ReportStatus } from '@talent/contract/message-limits';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database, ReportsTable } from '../../db/schema';

/** A report with what the moderation queue shows of its reporter and its target. */
export interface ReportViewRow extends ReportsTable {
  reporter_first_name: string;
  reporter_last_name: string;
  reporter_email: string;
  casting_id: string | null;
  casting_title: string | null;
  casting_status: string | null;
  message_text: string | null;
  message_status: string | null;
  message_side: string | null;
  /** The company the target belongs to: the CLIENT reported, a casting's owner, a message's thread's. */
  client_id: string | null;
  company_name: string | null;
  client_status: string | null;
}

/** reports (migration 0028): only this module writes it; the targets are read for the queue. */
export class ModerationRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: Insertable<ReportsTable>): Promise<void> {
    await this.db.insertInto('reports').values(row).execute();
  }

  /** The demo seed's reports, in its one transaction. */
  async seed(trx: Transaction<Database>, rows: readonly Insertable<ReportsTable>[]): Promise<void> {
    if (rows.length > 0)
      await trx
        .insertInto('reports')
        .values([...rows])
        .execute();
  }

  private views() {
    return this.db
      .selectFrom('reports as r')
      .innerJoin('users as ru', 'ru.id', 'r.reporter_user_id')
      .leftJoin('messages as m', (join) =>
        join.onRef('m.id', '=', 'r.target_id').on('r.target_type', '=', 'MESSAGE'),
      )
      .leftJoin('conversations as t', 't.id', 'm.conversation_id')
      .leftJoin('castings as c', (join) =>
        join.on(
          sql<boolean>`c.id = case when r.target_type = 'CASTING' then r.target_id else t.casting_id end`,
        ),
      )
      .leftJoin('client_accounts as ca', (join) =>
        join.on(
          sql<boolean>`ca.user_id = case r.target_type when 'CLIENT' then r.target_id when 'CASTING' then c.owner_user_id else t.client_user_id end`,
        ),
      )
      .selectAll('r')
      .select([
        'ru.first_name as reporter_first_name',
        'ru.last_name as reporter_last_name',
        'ru.email as reporter_email',
        'c.id as casting_id',
        'c.title as casting_title',
        'c.status as casting_status',
        'm.text as message_text',
        'm.status as message_status',
        'm.side as message_side',
        'ca.user_id as client_id',
        'ca.company_name',
        'ca.status as client_status',
      ]);
  }

  find(id: string): Promise<ReportViewRow | undefined> {
    return this.views().where('r.id', '=', id).executeTakeFirst();
  }

  /** Open reports oldest first (the longest waiting first); resolved ones newest first. */
  async page(
    status: ReportStatus,
    page: number,
    pageSize: number,
  ): Promise<{ rows: ReportViewRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.views()
        .where('r.status', '=', status)
        .orderBy('r.created_at', status === 'OPEN' ? 'asc' : 'desc')
        .orderBy('r.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  /** Resolves an open report; false when it was resolved meanwhile. */
  async resolve(
    id: string,
    change: { action: ModerationAction; note: string | null; adminId: string; at: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('reports')
      .set({
        status: 'RESOLVED',
        action: change.action,
        note: change.note,
        resolved_by_user_id: change.adminId,
        resolved_at: change.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether the casting exists past its draft: what talents are shown (a draft is no one's to report). */
  async castingExists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('castings')
      .select('id')
      .where('id', '=', id)
      .where('status', '!=', 'DRAFT')
      .executeTakeFirst();
    return row !== undefined;
  }
}
