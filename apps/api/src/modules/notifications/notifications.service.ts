import { randomUUID } from 'node:crypto';
import type { Role, User } from '@talent/contract/auth';
import {
  CLIENT_NOTIFICATION_TYPES,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type NotificationType,
  TALENT_NOTIFICATION_TYPES,
  type UnreadCount,
} from '@talent/contract/notifications';
import { pageMeta } from '@talent/contract/pagination';
import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { AuthService } from '../auth/auth.service';
import type { JobQueue } from '../jobs/job-queue';
import { NOTICE_JOBS } from '../jobs/job-registry';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { LiveNotices } from './live-notices';
import { noticeEmail } from './notice-email';
import { type NoticeParams, noticeText } from './notice-texts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/** A notice to deliver; `dedupeKey` is the event's own key (one notice per event and recipient). */
export type NewNotice = {
  [T in NotificationType]: {
    userId: string;
    type: T;
    params: NoticeParams[T];
    link: string;
    dedupeKey: string;
  };
}[NotificationType];

/** An audition's calendar file as its e-mail to `recipientEmail` carries it; null while it has no slot. */
export interface AuditionCalendars {
  calendarFor(
    auditionId: string,
    recipientEmail: string,
  ): Promise<{ method: 'REQUEST' | 'CANCEL'; content: string } | null>;
}

/** The reader's unread messages (the messages module's), for the same count and stream (DESIGN §14). */
export interface UnreadMessages {
  unreadMessages(userId: string): Promise<number>;
}

export interface NotificationsDeps {
  repository: NotificationsRepository;
  users: Pick<AuthService, 'findUser'>;
  live: LiveNotices;
  jobs: JobQueue;
  mailer: Mailer;
  /** The auditions module's, so that this one reads no audition table (DESIGN §16). */
  calendars: AuditionCalendars;
  messages: UnreadMessages;
  publicUrl: string;
  secret: Uint8Array;
}

/**
 * The notices whose e-mail carries the audition's calendar file (DESIGN §12), and the method it must
 * have: the booking confirmed or changed, an invitation that comes with a slot, and a cancellation. A
 * reminder does not: the calendar has the event already.
 */
const CALENDAR_METHODS: Partial<Record<NotificationType, 'REQUEST' | 'CANCEL'>> = {
  AUDITION_INVITE: 'REQUEST',
  AUDITION_CONFIRMED: 'REQUEST',
  AUDITION_CHANGED: 'REQUEST',
  AUDITION_CANCELLED: 'CANCEL',
};

const notFound = () => new HttpError(404, 'NOT_FOUND', NOTIFICATION_MESSAGES.notFound);

/** The types a role can receive (and choose e-mail for). */
export function typesOf(role: Role): readonly NotificationType[] {
  return role === 'TALENT' ? TALENT_NOTIFICATION_TYPES : CLIENT_NOTIFICATION_TYPES;
}

/**
 * Notices (DESIGN §8): delivered once per event and recipient, shown in the app (always) and
 * e-mailed (unless the recipient turned that type off), each e-mail a job of its own.
 */
export class NotificationsService {
  private readonly repository: NotificationsRepository;

  constructor(private readonly deps: NotificationsDeps) {
    this.repository = deps.repository;
  }

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<NotificationsTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  /** Stores the new ones, tells the open streams, and queues their e-mails. */
  async deliver(notices: readonly NewNotice[]): Promise<number> {
    if (notices.length === 0) return 0;
    const now = new Date().toISOString();
    const inserted = await this.repository.insertNew(
      notices.map((notice) => ({
        id: randomUUID(),
        user_id: notice.userId,
        type: notice.type,
        params: JSON.stringify(notice.params),
        link: notice.link,
        dedupe_key: notice.dedupeKey,
        created_at: now,
      })),
    );
    if (inserted.length === 0) return 0;
    await this.deps.live.publish(
      inserted.map((row) => row.user_id),
      (channel, payload) => this.repository.notify(channel, payload),
    );
    for (const type of new Set(inserted.map((row) => row.type))) {
      const ofType = inserted.filter((row) => row.type === type);
      const off = await this.repository.emailOff(
        ofType.map((row) => row.user_id),
        type,
      );
      await this.deps.jobs.enqueueMany(
        NOTICE_JOBS.email,
        ofType
          .filter((row) => !off.has(row.user_id))
          .map((row) => ({ data: { notificationId: row.id }, key: row.id })),
      );
    }
    return inserted.length;
  }

  async list(userId: string, query: NotificationListQuery): Promise<NotificationList> {
    const user = await this.deps.users.findUser(userId);
    const [{ rows, total }, { unread, messages }] = await Promise.all([
      this.repository.pageOf(userId, query.page, query.pageSize),
      this.unread(userId),
    ]);
    return {
      data: rows.map((row) => this.toDto(row, user?.preferredLanguage ?? 'RO')),
      meta: { ...pageMeta(query.page, query.pageSize, total), unread, messages },
    };
  }

  async unread(userId: string): Promise<UnreadCount> {
    const [unread, messages] = await Promise.all([
      this.repository.unreadCount(userId),
      this.deps.messages.unreadMessages(userId),
    ]);
    return { unread, messages };
  }

  /**
   * Tells the users' open streams that their counts may have changed without a notice: a message
   * arrived (its notice waits out the thread's 15 minutes) or a thread was read.
   */
  async touch(userIds: readonly string[]): Promise<void> {
    await this.deps.live.publish(userIds, (channel, payload) => this.repository.notify(channel, payload));
  }

  async markRead(userId: string, id: string): Promise<UnreadCount> {
    if (!(await this.repository.markRead(userId, id, new Date().toISOString()))) throw notFound();
    await this.tellStreams(userId);
    return this.unread(userId);
  }

  async markAllRead(userId: string): Promise<UnreadCount> {
    await this.repository.markAllRead(userId, new Date().toISOString());
    await this.tellStreams(userId);
    return { unread: 0, messages: await this.deps.messages.unreadMessages(userId) };
  }

  /** Calls `onChange` when the user's unread count may have changed (the live stream). */
  watch(userId: string, onChange: () => void): () => void {
    return this.deps.live.subscribe(userId, onChange);
  }

  async preferences(user: Pick<User, 'id' | 'role'>): Promise<NotificationPreferences> {
    const stored = await this.repository.emailChoices(user.id);
    return { email: Object.fromEntries(typesOf(user.role).map((type) => [type, stored.get(type) ?? true])) };
  }

  /** Only the role's own types can be set; another type is a 400 on its field. */
  async updatePreferences(
    user: Pick<User, 'id' | 'role'>,
    payload: NotificationPreferencesUpdate,
  ): Promise<NotificationPreferences> {
    const allowed = typesOf(user.role);
    const choices = new Map<string, boolean>();
    for (const [type, email] of Object.entries(payload.email)) {
      if (email === undefined) continue;
      if (!allowed.includes(type as NotificationType)) {
        const message = 'This notification type is not available for this account';
        throw new HttpError(400, 'VALIDATION_ERROR', message, { [`email.${type}`]: message });
      }
      choices.set(type, email);
    }
    await this.repository.setEmailChoices(user.id, choices);
    return this.preferences(user);
  }

  /** RFC 8058 one-click: no session, the signed token says who and what. */
  /**
   * Whose e-mails of which type an unsubscribe token stops, read only: the page names the type before
   * the reader clicks. A 400 for a token not ours or of an account gone.
   */
  async unsubscribeTarget(token: string): Promise<{ userId: string; type: NotificationType }> {
    const target = readUnsubscribeToken(this.deps.secret, token);
    const user = target ? await this.deps.users.findUser(target.userId) : undefined;
    if (!target || !user) {
      throw new HttpError(400, 'INVALID_TOKEN', NOTIFICATION_MESSAGES.unsubscribeInvalid);
    }
    return { userId: user.id, type: target.type };
  }

  async unsubscribe(token: string): Promise<{ type: NotificationType; message: string }> {
    const target = await this.unsubscribeTarget(token);
    await this.repository.setEmailChoices(target.userId, new Map([[target.type, false]]));
    return { type: target.type, message: NOTIFICATION_MESSAGES.unsubscribed };
  }

  /**
   * The e-mail job: written when sent, in the recipient's language of that moment; nothing when
   * the account is gone or that type was turned off since.
   */
  async sendEmail(notificationId: string): Promise<void> {
    const row = await this.repository.findById(notificationId);
    const user = row ? await this.deps.users.findUser(row.user_id) : undefined;
    if (!row || !user) return;
    const type = row.type as NotificationType;
    if ((await this.repository.emailChoices(user.id)).get(type) === false) return;
    const base = this.deps.publicUrl;
    const token = encodeURIComponent(unsubscribeToken(this.deps.secret, user.id, type));
    const settings = user.role === 'TALENT' ? '/settings' : '/studio/settings';
    const calendar = await this.calendarOf(row, user.email);
    await this.deps.mailer.send({
      ...noticeEmail({
        to: user.email,
        firstName: user.firstName,
        language: user.preferredLanguage,
        type,
        text: noticeText(type, JSON.parse(row.params), user.preferredLanguage),
        link: `${base}${row.link}`,
        unsubscribePage: `${base}/unsubscribe?token=${token}`,
        unsubscribeUrl: `${base}/api/unsubscribe?token=${token}`,
        settingsUrl: `${base}${settings}`,
      }),
      ...(calendar ? { icalEvent: calendar } : {}),
    });
  }

  /**
   * The calendar file for a notice's e-mail, read as the audition is now (a later change has raised its
   * SEQUENCE, and the newest file wins); none when the audition has no slot or has since gone the other
   * way (a confirmation's e-mail never carries a cancellation).
   */
  private async calendarOf(
    row: NotificationRow,
    recipientEmail: string,
  ): Promise<MailMessage['icalEvent'] | undefined> {
    const method = CALENDAR_METHODS[row.type as NotificationType];
    if (!method) return undefined;
    const { auditionId, slotStart } = JSON.parse(row.params) as NoticeParams['AUDITION_CANCELLED'];
    if (!slotStart) return undefined;
    const calendar = await this.deps.calendars.calendarFor(auditionId, recipientEmail);
    return calendar?.method === method ? { ...calendar, filename: 'audition.ics' } : undefined;
  }

  private async tellStreams(userId: string): Promise<void> {
    await this.deps.live.publish([userId], (channel, payload) => this.repository.notify(channel, payload));
  }

  private toDto(row: NotificationRow, language: User['preferredLanguage']): Notification {
    const text = noticeText(row.type as NotificationType, JSON.parse(row.params), language);
    return {
      id: row.id,
      type: row.type as NotificationType,
      title: text.title,
      body: text.body,
      link: row.link,
      createdAt: row.created_at,
      readAt: row.read_at,
    };
  }
}
