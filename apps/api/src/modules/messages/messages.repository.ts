import type { MessageSide, MessageStatus } from '@talent/contract/message-limits';
import type { Insertable } from 'kysely';
import { type AppDatabase, isUniqueViolation } from '../../db/database';
import type {
  ConversationsTable,
  MessageAttachmentsTable,
  MessagesTable,
  TalentProfilesTable,
} from '../../db/schema';
import type { AppTransaction } from '../jobs/job-queue';

/** What a thread is about: its casting, the talent's profile and both sides' accounts. */
export interface ThreadTargetRow {
  casting_id: string;
  casting_title: string;
  casting_status: string;
  client_user_id: string;
  profile_id: string;
  talent_user_id: string;
  child_id: string | null;
  date_of_birth: string | null;
}

export type ConversationRow = ConversationsTable;

/** A thread with what its summaries show: the casting, the company and the talent. */
export interface ConversationViewRow extends ConversationsTable {
  casting_title: string;
  casting_status: string;
  company_name: string | null;
  client_first_name: string;
  client_last_name: string;
  talent_first_name: string;
  talent_last_name: string;
  child_id: string | null;
}

export type MessageRow = MessagesTable & {
  sender_first_name: string | null;
  sender_last_name: string | null;
  attachment_file_name: string | null;
  attachment_content_type: string | null;
  attachment_size: number | null;
};

export type AttachmentRow = MessageAttachmentsTable;

/** The attachment went with another message meanwhile. */
export class AttachmentTakenError extends Error {}

/** The side other than `side`. */
export const otherSide = (side: MessageSide): MessageSide => (side === 'TALENT' ? 'CLIENT' : 'TALENT');
const readColumn = (side: MessageSide) => (side === 'TALENT' ? 'talent_read_at' : 'client_read_at');
const notifiedColumn = (side: MessageSide) =>
  side === 'TALENT' ? 'talent_notified_at' : 'client_notified_at';
const userColumn = (side: MessageSide) => (side === 'TALENT' ? 'talent_user_id' : 'client_user_id');

/** The statuses a side sees of the other side's messages: a HELD or REJECTED one never reaches it. */
const DELIVERED: readonly MessageStatus[] = ['SENT', 'HIDDEN'];

/** conversations, messages, message_attachments (migration 0028): only this module writes them. */
export class MessagesRepository {
  constructor(private readonly db: AppDatabase) {}

  transaction<T>(work: (trx: AppTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** A thread's target through `via` (an application or an invitation): the profile and the casting. */
  private target(via: 'application' | 'invitation', id: string): Promise<ThreadTargetRow | undefined> {
    const base = this.db.selectFrom('talent_profiles as p');
    const joined =
      via === 'application'
        ? base
            .innerJoin('applications as v', 'v.talent_profile_id', 'p.id')
            .innerJoin('castings as c', 'c.id', 'v.casting_id')
        : base
            .innerJoin('invitations as v', 'v.profile_id', 'p.id')
            .innerJoin('castings as c', 'c.id', 'v.casting_id');
    return joined
      .select([
        'p.id as profile_id',
        'p.user_id as talent_user_id',
        'p.child_id',
        'p.date_of_birth',
        'c.id as casting_id',
        'c.title as casting_title',
        'c.status as casting_status',
        'c.owner_user_id as client_user_id',
      ])
      .where('v.id', '=', id)
      .executeTakeFirst();
  }

  applicationTarget(applicationId: string): Promise<ThreadTargetRow | undefined> {
    return this.target('application', applicationId);
  }

  invitationTarget(invitationId: string): Promise<ThreadTargetRow | undefined> {
    return this.target('invitation', invitationId);
  }

  /** The thread of an application or invitation, made when missing (two first asks make one). */
  async ensure(row: Insertable<ConversationsTable>): Promise<ConversationViewRow> {
    const column = row.application_id ? 'application_id' : 'invitation_id';
    const key = (row.application_id ?? row.invitation_id) as string;
    const existing = await this.viewWhere(column, key);
    if (existing) return existing;
    await this.db
      .insertInto('conversations')
      .values(row)
      .onConflict((oc) => oc.column(column).doNothing())
      .execute();
    return (await this.viewWhere(column, key))!;
  }

  private views() {
    return this.db
      .selectFrom('conversations as t')
      .innerJoin('castings as c', 'c.id', 't.casting_id')
      .innerJoin('talent_profiles as p', 'p.id', 't.profile_id')
      .innerJoin('users as cu', 'cu.id', 't.client_user_id')
      .leftJoin('client_accounts as ca', 'ca.user_id', 't.client_user_id')
      .selectAll('t')
      .select([
        'c.title as casting_title',
        'c.status as casting_status',
        'ca.company_name',
        'cu.first_name as client_first_name',
        'cu.last_name as client_last_name',
        'p.first_name as talent_first_name',
        'p.last_name as talent_last_name',
        'p.child_id',
      ]);
  }

  private viewWhere(column: 'id' | 'application_id' | 'invitation_id', value: string) {
    return this.views().where(`t.${column}`, '=', value).executeTakeFirst();
  }

  findView(id: string): Promise<ConversationViewRow | undefined> {
    return this.viewWhere('id', id);
  }

  /** The threads of `ids` in one read (the held queue's). */
  async findViews(ids: readonly string[]): Promise<ConversationViewRow[]> {
    if (ids.length === 0) return [];
    return this.views()
      .where('t.id', 'in', [...ids])
      .execute();
  }

  /** A side's threads with a message it can see, newest first. */
  async pageOf(
    side: MessageSide,
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: ConversationViewRow[]; total: number }> {
    const visible = (query: ReturnType<MessagesRepository['views']>) =>
      query.where(`t.${userColumn(side)}`, '=', userId).where((eb) =>
        eb.exists(
          eb
            .selectFrom('messages as m')
            .select('m.id')
            .whereRef('m.conversation_id', '=', 't.id')
            .where((inner) => inner.or([inner('m.status', 'in', DELIVERED), inner('m.side', '=', side)])),
        ),
      );
    const [rows, count] = await Promise.all([
      visible(this.views())
        .orderBy('t.last_message_at', 'desc')
        .orderBy('t.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      visible(this.views())
        .clearSelect()
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  /** The newest message each thread shows `side`, by thread. */
  async lastVisible(conversationIds: readonly string[], side: MessageSide): Promise<Map<string, MessageRow>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.messages()
      .where('m.conversation_id', 'in', conversationIds)
      .where((eb) => eb.or([eb('m.status', 'in', DELIVERED), eb('m.side', '=', side)]))
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .execute();
    const last = new Map<string, MessageRow>();
    for (const row of rows) if (!last.has(row.conversation_id)) last.set(row.conversation_id, row);
    return last;
  }

  /** The other side's delivered messages `side` has not read yet, by thread. */
  async unreadBy(conversationIds: readonly string[], side: MessageSide): Promise<Map<string, number>> {
    if (conversationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('messages as m')
      .innerJoin('conversations as t', 't.id', 'm.conversation_id')
      .select(['m.conversation_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('m.conversation_id', 'in', conversationIds)
      .where('m.side', '=', otherSide(side))
      .where('m.status', '=', 'SENT')
      .where((eb) =>
        eb.or([
          eb(`t.${readColumn(side)}`, 'is', null),
          eb('m.created_at', '>', eb.ref(`t.${readColumn(side)}`)),
        ]),
      )
      .groupBy('m.conversation_id')
      .execute();
    return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
  }

  /** Every unread message of a user, in threads where they are either side. */
  async unreadTotal(userId: string): Promise<number> {
    const count = async (side: MessageSide) => {
      const row = await this.db
        .selectFrom('messages as m')
        .innerJoin('conversations as t', 't.id', 'm.conversation_id')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where(`t.${userColumn(side)}`, '=', userId)
        .where('m.side', '=', otherSide(side))
        .where('m.status', '=', 'SENT')
        .where((eb) =>
          eb.or([
            eb(`t.${readColumn(side)}`, 'is', null),
            eb('m.created_at', '>', eb.ref(`t.${readColumn(side)}`)),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const [talent, client] = await Promise.all([count('TALENT'), count('CLIENT')]);
    return talent + client;
  }

  private messages() {
    return this.db
      .selectFrom('messages as m')
      .leftJoin('users as u', 'u.id', 'm.sender_user_id')
      .leftJoin('message_attachments as f', 'f.id', 'm.attachment_id')
      .selectAll('m')
      .select([
        'u.first_name as sender_first_name',
        'u.last_name as sender_last_name',
        'f.file_name as attachment_file_name',
        'f.content_type as attachment_content_type',
        'f.size as attachment_size',
      ]);
  }

  /** A page of the messages `side` sees, newest first (the service turns it round). */
  async pageOfMessages(
    conversationId: string,
    side: MessageSide,
    before: { created_at: string; id: string } | undefined,
    limit: number,
  ): Promise<MessageRow[]> {
    let query = this.messages()
      .where('m.conversation_id', '=', conversationId)
      .where((eb) => eb.or([eb('m.status', 'in', DELIVERED), eb('m.side', '=', side)]));
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('m.created_at', '<', before.created_at),
          eb.and([eb('m.created_at', '=', before.created_at), eb('m.id', '<', before.id)]),
        ]),
      );
    }
    return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  }

  findMessage(id: string): Promise<MessageRow | undefined> {
    return this.messages().where('m.id', '=', id).executeTakeFirst();
  }

  /** The message, its thread's first message setting who opened it (counted for new clients' limit). */
  async insertMessage(trx: AppTransaction, row: Insertable<MessagesTable>): Promise<void> {
    try {
      await trx.insertInto('messages').values(row).execute();
    } catch (error) {
      // Two sends of one attachment at the same moment: the unique index decides.
      if (row.attachment_id && isUniqueViolation(error)) throw new AttachmentTakenError();
      throw error;
    }
    await trx
      .updateTable('conversations')
      .set({ opened_side: row.side, opened_at: row.created_at })
      .where('id', '=', row.conversation_id)
      .where('opened_at', 'is', null)
      .execute();
    if (row.status === 'SENT') await this.touch(trx, row.conversation_id, row.created_at);
  }

  private async touch(trx: AppTransaction, conversationId: string, at: string): Promise<void> {
    await trx
      .updateTable('conversations')
      .set({ last_message_at: at })
      .where('id', '=', conversationId)
      .execute();
  }

  /** A HELD message's fate; `at` dates a released one anew (it reaches the family now). */
  async settleHeld(
    trx: AppTransaction,
    id: string,
    status: 'SENT' | 'REJECTED',
    adminId: string,
    at: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('messages')
      .set({
        status,
        moderated_by_user_id: adminId,
        moderated_at: at,
        ...(status === 'SENT' ? { created_at: at } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'HELD')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  touchOf(trx: AppTransaction, conversationId: string, at: string): Promise<void> {
    return this.touch(trx, conversationId, at);
  }

  async hide(id: string, adminId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('messages')
      .set({ status: 'HIDDEN', moderated_by_user_id: adminId, moderated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'SENT')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  heldMessages(): Promise<MessageRow[]> {
    return this.messages().where('m.status', '=', 'HELD').orderBy('m.created_at').orderBy('m.id').execute();
  }

  async markRead(conversationId: string, side: MessageSide, at: string): Promise<void> {
    await this.db
      .updateTable('conversations')
      .set({ [readColumn(side)]: at })
      .where('id', '=', conversationId)
      .execute();
  }

  /**
   * Claims the side's notice of a thread: true when none went out since `gapStart` (and marks this
   * one), so of two messages a minute apart only the first tells, whichever process sends them.
   */
  async claimNotice(
    conversationId: string,
    side: MessageSide,
    at: string,
    gapStart: string,
  ): Promise<boolean> {
    const column = notifiedColumn(side);
    const result = await this.db
      .updateTable('conversations')
      .set({ [column]: at })
      .where('id', '=', conversationId)
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', gapStart)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Threads a client opened (wrote first in) since `since`. */
  async openedByClientSince(clientUserId: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('client_user_id', '=', clientUserId)
      .where('opened_side', '=', 'CLIENT')
      .where('opened_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  insertAttachment(row: Insertable<MessageAttachmentsTable>): Promise<unknown> {
    return this.db.insertInto('message_attachments').values(row).execute();
  }

  /** Where the user's attachments are stored, sent or not. */
  async attachmentKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('message_attachments')
      .select('storage_key')
      .where('owner_user_id', '=', userId)
      .execute();
    return rows.map((row) => row.storage_key);
  }

  findAttachment(id: string): Promise<AttachmentRow | undefined> {
    return this.db.selectFrom('message_attachments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The message an attachment was sent with: enough to tell who may read the file. */
  messageOfAttachment(
    attachmentId: string,
  ): Promise<Pick<MessageRow, 'id' | 'conversation_id' | 'status'> | undefined> {
    return this.db
      .selectFrom('messages')
      .select(['id', 'conversation_id', 'status'])
      .where('attachment_id', '=', attachmentId)
      .executeTakeFirst();
  }

  /** The talent profile a thread is about, as the minor rule reads it. */
  profileOf(
    profileId: string,
  ): Promise<Pick<TalentProfilesTable, 'id' | 'child_id' | 'date_of_birth'> | undefined> {
    return this.db
      .selectFrom('talent_profiles')
      .select(['id', 'child_id', 'date_of_birth'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  }

  /** For the demo seed: rows written in its one transaction. */
  async seed(
    trx: AppTransaction,
    rows: {
      conversations: Insertable<ConversationsTable>[];
      messages: Insertable<MessagesTable>[];
    },
  ): Promise<void> {
    if (rows.conversations.length > 0)
      await trx.insertInto('conversations').values(rows.conversations).execute();
    if (rows.messages.length > 0) await trx.insertInto('messages').values(rows.messages).execute();
  }
}
