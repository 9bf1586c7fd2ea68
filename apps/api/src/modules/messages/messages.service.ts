import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES } from '@talent/contract/application-messages';
import { INVITATION_MESSAGES } from '@talent/contract/invitations';
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_EMAIL_GAP_MS,
  MESSAGES_PAGE_SIZE,
  type MessageSide,
  NEW_CLIENT_DAYS,
  REPORT_MESSAGES,
  THREADS_PER_DAY_NEW_CLIENT,
} from '@talent/contract/message-limits';
import { messageWarnings } from '@talent/contract/message-safety';
import {
  type ConversationList,
  type ConversationSummary,
  type HeldMessage,
  type Message,
  type MessagePageQuery,
  type MessageSendPayload,
  NEEDS_CONFIRMATION_CODE,
  type Thread,
} from '@talent/contract/messages';
import { pageMeta } from '@talent/contract/pagination';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { ClientsService } from '../clients/clients.service';
import type { PendingJobs } from '../jobs/job-queue';
import { isMinorProfile } from '../media/minor-profile';
import { heldView, messageView, senderNameOf, summaryView } from './message-views';
import {
  AttachmentTakenError,
  type ConversationViewRow,
  type MessageRow,
  type MessagesRepository,
  otherSide,
  type ThreadTargetRow,
} from './messages.repository';

/** Who reads or writes a thread: the talent's account (a guardian for a child) or the casting's side. */
export type ThreadReader =
  | { userId: string; side: 'TALENT' }
  | { userId: string; side: 'CLIENT'; admin: boolean };

/** A message that reached its recipient: its notice (and e-mail) is a job written with it. */
export interface MessageEvents {
  delivered(messageId: string): PendingJobs;
}

export interface MessagesDeps {
  repository: MessagesRepository;
  clients: Pick<ClientsService, 'verifiedAt'>;
  events: MessageEvents;
  /** Tells the users' open notice streams their unread messages changed (the notifications module). */
  live: { touch(userIds: readonly string[]): Promise<void> };
  /** An attachment sent with a message must be its sender's and not sent before. */
  attachments: { assertSendable(userId: string, attachmentId: string): Promise<void> };
}

const notFound = () => new HttpError(404, 'NOT_FOUND', M.conversationNotFound);
const DAY_MS = 86_400_000;

/**
 * Threads between a casting's people and a talent (DESIGN §14): one per application and per
 * invitation, made on first ask. Messages that share contact details or ask for money are sent only
 * once the sender confirms, and in a thread with a minor they are held for an administrator: a held
 * message reaches the family by no route until released.
 */
export class MessagesService {
  private readonly repository: MessagesRepository;

  constructor(private readonly deps: MessagesDeps) {
    this.repository = deps.repository;
  }

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: Parameters<MessagesRepository['seed']>[1]): TransactionPart {
    return { write: (trx) => this.repository.seed(trx, rows) };
  }

  // Opening a thread.

  async ofApplication(reader: ThreadReader, applicationId: string): Promise<ConversationSummary> {
    const target = await this.repository.applicationTarget(applicationId);
    if (!target || !this.reaches(reader, target))
      throw new HttpError(404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);
    return this.summaryOf(reader, await this.ensure(target, { application_id: applicationId }));
  }

  async ofInvitation(reader: ThreadReader, invitationId: string): Promise<ConversationSummary> {
    const target = await this.repository.invitationTarget(invitationId);
    if (!target || !this.reaches(reader, target))
      throw new HttpError(404, 'NOT_FOUND', INVITATION_MESSAGES.notFound);
    // A minor with an account of their own is written to only about their application (issue 35).
    if (target.child_id === null && isMinorProfile({ ...target, id: target.profile_id }))
      throw new HttpError(403, 'FORBIDDEN', M.minorOwnAccount);
    return this.summaryOf(reader, await this.ensure(target, { invitation_id: invitationId }));
  }

  private reaches(reader: ThreadReader, target: Pick<ThreadTargetRow, 'talent_user_id' | 'client_user_id'>) {
    if (reader.side === 'TALENT') return target.talent_user_id === reader.userId;
    return reader.admin || target.client_user_id === reader.userId;
  }

  private ensure(
    target: ThreadTargetRow,
    about: { application_id: string } | { invitation_id: string },
  ): Promise<ConversationViewRow> {
    return this.repository.ensure({
      id: randomUUID(),
      casting_id: target.casting_id,
      application_id: null,
      invitation_id: null,
      ...about,
      profile_id: target.profile_id,
      talent_user_id: target.talent_user_id,
      client_user_id: target.client_user_id,
      minor: isMinorProfile({ ...target, id: target.profile_id }) ? 1 : 0,
      created_at: new Date().toISOString(),
    });
  }

  /** The thread if the reader is one of its sides; 404 otherwise (never saying it exists). */
  private async thread(reader: ThreadReader, conversationId: string): Promise<ConversationViewRow> {
    const row = await this.repository.findView(conversationId);
    if (!row || !this.reaches(reader, row)) throw notFound();
    return row;
  }

  // Reading.

  async list(reader: ThreadReader, page: number, pageSize: number): Promise<ConversationList> {
    const { rows, total } = await this.repository.pageOf(reader.side, reader.userId, page, pageSize);
    const ids = rows.map((row) => row.id);
    const [last, unread] = await Promise.all([
      this.repository.lastVisible(ids, reader.side),
      this.repository.unreadBy(ids, reader.side),
    ]);
    return {
      data: rows.map((row) => summaryView(row, reader.side, last.get(row.id), unread.get(row.id) ?? 0)),
      meta: pageMeta(page, pageSize, total),
    };
  }

  private async summaryOf(reader: ThreadReader, row: ConversationViewRow): Promise<ConversationSummary> {
    const [last, unread] = await Promise.all([
      this.repository.lastVisible([row.id], reader.side),
      this.repository.unreadBy([row.id], reader.side),
    ]);
    return summaryView(row, reader.side, last.get(row.id), unread.get(row.id) ?? 0);
  }

  async messages(reader: ThreadReader, conversationId: string, query: MessagePageQuery): Promise<Thread> {
    const row = await this.thread(reader, conversationId);
    let before: MessageRow | undefined;
    if (query.before) {
      before = await this.repository.findMessage(query.before);
      if (!before || before.conversation_id !== row.id) throw notFound();
    }
    const page = await this.repository.pageOfMessages(row.id, reader.side, before, MESSAGES_PAGE_SIZE + 1);
    const shown = page.slice(0, MESSAGES_PAGE_SIZE).reverse();
    return {
      conversation: await this.summaryOf(reader, row),
      messages: shown.map((message) => messageView(message, row, reader.side)),
      hasMore: page.length > MESSAGES_PAGE_SIZE,
    };
  }

  async markRead(reader: ThreadReader, conversationId: string): Promise<{ unread: number }> {
    const row = await this.thread(reader, conversationId);
    await this.repository.markRead(row.id, reader.side, new Date().toISOString());
    // The reader's badge drops; the other side's "Seen" shows on their next look.
    await this.deps.live.touch([reader.userId]);
    return { unread: await this.repository.unreadTotal(reader.userId) };
  }

  unreadMessages(userId: string): Promise<number> {
    return this.repository.unreadTotal(userId);
  }

  // Writing.

  async sendToApplication(
    reader: ThreadReader,
    applicationId: string,
    payload: MessageSendPayload,
  ): Promise<Message> {
    const summary = await this.ofApplication(reader, applicationId);
    return this.send(reader, summary.id, payload);
  }

  async send(reader: ThreadReader, conversationId: string, payload: MessageSendPayload): Promise<Message> {
    const row = await this.thread(reader, conversationId);
    if (row.casting_status === 'SUSPENDED') throw new HttpError(409, 'CONFLICT', M.castingClosedToMessages);
    const text = payload.text.trim();
    if (payload.attachmentId) await this.deps.attachments.assertSendable(reader.userId, payload.attachmentId);
    const warnings = messageWarnings(text);
    if (warnings.length > 0 && payload.confirm !== true) {
      throw new HttpError(422, NEEDS_CONFIRMATION_CODE, M.needsConfirmation, undefined, undefined, {
        warnings,
      });
    }
    const profile = await this.repository.profileOf(row.profile_id);
    const minor = profile ? isMinorProfile(profile) : row.minor === 1;
    const now = new Date();
    if (reader.side === 'CLIENT' && !reader.admin && row.opened_at === null)
      await this.assertMayOpen(reader.userId, now);
    const status = warnings.length > 0 && minor ? 'HELD' : 'SENT';
    const id = randomUUID();
    const jobs = status === 'SENT' ? this.deps.events.delivered(id) : undefined;
    await this.repository
      .transaction(async (trx) => {
        await this.repository.insertMessage(trx, {
          id,
          conversation_id: row.id,
          sender_user_id: reader.userId,
          side: reader.side,
          text,
          attachment_id: payload.attachmentId ?? null,
          status,
          warnings: warnings.length > 0 ? JSON.stringify(warnings) : null,
          created_at: now.toISOString(),
          moderated_by_user_id: null,
          moderated_at: null,
        });
        await jobs?.write(trx);
      })
      .catch((error: unknown) => {
        if (error instanceof AttachmentTakenError) throw new HttpError(409, 'CONFLICT', M.attachmentUsed);
        throw error;
      });
    jobs?.committed();
    if (status === 'SENT') await this.deps.live.touch([this.userOf(row, otherSide(reader.side))]);
    const stored = await this.repository.findMessage(id);
    return messageView(stored!, row, reader.side);
  }

  /** A company verified less than 7 days ago opens at most 50 threads a day (issue 35 point 5). */
  private async assertMayOpen(clientUserId: string, now: Date): Promise<void> {
    const verifiedAt = await this.deps.clients.verifiedAt(clientUserId);
    const established =
      typeof verifiedAt === 'string' && Date.parse(verifiedAt) <= now.getTime() - NEW_CLIENT_DAYS * DAY_MS;
    if (established) return;
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    if ((await this.repository.openedByClientSince(clientUserId, since)) >= THREADS_PER_DAY_NEW_CLIENT) {
      throw new HttpError(429, 'TOO_MANY_REQUESTS', M.threadLimit, undefined, { 'retry-after': '3600' });
    }
  }

  private userOf(row: ConversationViewRow, side: MessageSide): string {
    return side === 'TALENT' ? row.talent_user_id : row.client_user_id;
  }

  // The notice job's side.

  /**
   * What the job tells of a delivered message: the recipient, unless they had a notice of this thread
   * less than 15 minutes ago (then the thread itself, and their badge, tell them).
   */
  async noticeOf(messageId: string): Promise<
    | {
        userId: string;
        castingTitle: string;
        senderName: string;
        childName: string | null;
        link: string;
      }
    | undefined
  > {
    const message = await this.repository.findMessage(messageId);
    if (message?.status !== 'SENT') return undefined;
    const row = await this.repository.findView(message.conversation_id);
    if (!row) return undefined;
    const side = otherSide(message.side);
    const now = Date.now();
    const claimed = await this.repository.claimNotice(
      row.id,
      side,
      new Date(now).toISOString(),
      new Date(now - MESSAGE_EMAIL_GAP_MS).toISOString(),
    );
    if (!claimed) return undefined;
    return {
      userId: this.userOf(row, side),
      castingTitle: row.casting_title,
      senderName: senderNameOf(message, row),
      childName: side === 'TALENT' && row.child_id ? row.talent_first_name : null,
      link:
        side === 'TALENT'
          ? `/messages/${row.id}`
          : row.application_id
            ? `/studio/castings/${row.casting_id}/applicants/${row.application_id}`
            : `/studio/messages/${row.id}`,
    };
  }

  // Moderation's side (the moderation module calls these).

  async held(): Promise<HeldMessage[]> {
    const rows = await this.repository.heldMessages();
    const threads = await this.repository.findViews([...new Set(rows.map((row) => row.conversation_id))]);
    const views = new Map(threads.map((view) => [view.id, view]));
    return rows.flatMap((row) => {
      const view = views.get(row.conversation_id);
      return view ? [heldView(row, view)] : [];
    });
  }

  /** Releases (delivers now) or rejects a held message; 409 once it is no longer held. */
  async settle(adminId: string, messageId: string, to: 'SENT' | 'REJECTED'): Promise<HeldMessage> {
    const message = await this.repository.findMessage(messageId);
    if (!message) throw new HttpError(404, 'NOT_FOUND', REPORT_MESSAGES.heldNotFound);
    const at = new Date().toISOString();
    const jobs = to === 'SENT' ? this.deps.events.delivered(messageId) : undefined;
    const settled = await this.repository.transaction(async (trx) => {
      if (!(await this.repository.settleHeld(trx, messageId, to, adminId, at))) return false;
      if (to === 'SENT') await this.repository.touchOf(trx, message.conversation_id, at);
      await jobs?.write(trx);
      return true;
    });
    if (!settled) throw new HttpError(409, 'CONFLICT', REPORT_MESSAGES.notHeld);
    jobs?.committed();
    const row = (await this.repository.findView(message.conversation_id))!;
    if (to === 'SENT') await this.deps.live.touch([this.userOf(row, otherSide(message.side))]);
    return heldView((await this.repository.findMessage(messageId))!, row);
  }

  /** Takes a delivered message down after a report; false when it was not delivered. */
  async hide(adminId: string, messageId: string): Promise<boolean> {
    return this.repository.hide(messageId, adminId, new Date().toISOString());
  }

  /**
   * A message as a report names it: 404 unless the reporter can see it (a side of its thread who sees
   * it, or an admin); with its thread's casting and company for the moderation queue.
   */
  async reportable(
    reporter: { userId: string; role: string },
    messageId: string,
  ): Promise<{ castingId: string; clientUserId: string; side: MessageSide } | undefined> {
    const message = await this.repository.findMessage(messageId);
    if (!message) return undefined;
    const row = await this.repository.findView(message.conversation_id);
    if (!row) return undefined;
    if (reporter.role !== 'ADMIN') {
      const side: MessageSide | undefined =
        row.talent_user_id === reporter.userId
          ? 'TALENT'
          : row.client_user_id === reporter.userId
            ? 'CLIENT'
            : undefined;
      if (!side) return undefined;
      const delivered = message.status === 'SENT' || message.status === 'HIDDEN';
      if (message.side !== side && !delivered) return undefined;
    }
    return { castingId: row.casting_id, clientUserId: row.client_user_id, side: message.side };
  }
}
