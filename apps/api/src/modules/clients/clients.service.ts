import type { User } from '@talent/contract/auth';
import {
  CLIENT_MESSAGES,
  type ClientDecision,
  type ClientListQuery,
  type ClientSummary,
  type Company,
  cuiDigits,
  type StaffMe,
  type StaffMeUpdate,
} from '@talent/contract/clients';
import { type PageMeta, pageMeta } from '@talent/contract/pagination';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { clientDecisionEmail } from './client-decision-email';
import type { ClientRow, ClientsRepository } from './clients.repository';

export interface ClientsDeps {
  users: {
    getUser(userId: string): Promise<User>;
    updateMe(userId: string, changes: StaffMeUpdate): Promise<User>;
  };
  mail: OutgoingMail;
  /** Where the studio is, for the link in the decision e-mail. */
  studioUrl: string;
}

const clientNotFound = () => new HttpError(404, 'NOT_FOUND', CLIENT_MESSAGES.clientNotFound);

const companyOf = (row: ClientRow): Company => ({
  name: row.company_name,
  code: row.company_code,
  status: row.status,
  statusReason: row.status_reason,
  reviewedAt: row.reviewed_at,
});

type SameCodeRow = Pick<ClientRow, 'user_id' | 'company_name' | 'company_code' | 'status'>;

const summaryOf = (row: ClientRow, holders: readonly SameCodeRow[] = []): ClientSummary => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  company: companyOf(row),
  createdAt: row.user_created_at,
  sameCode: holders
    .filter(
      (other) =>
        cuiDigits(other.company_code) === cuiDigits(row.company_code) && other.user_id !== row.user_id,
    )
    .map((other) => ({ name: other.company_name, status: other.status })),
});

/** CLIENT companies and their verification by an ADMIN: only verified clients publish (DESIGN §7). */
export class ClientsService {
  constructor(
    private readonly repository: ClientsRepository,
    private readonly deps: ClientsDeps,
  ) {}

  /** The signed-in staff member; an ADMIN has no company. */
  async me(actor: { userId: string; role: StaffActor['role'] }): Promise<StaffMe> {
    const user = await this.deps.users.getUser(actor.userId);
    const row = actor.role === 'CLIENT' ? await this.repository.find(actor.userId) : undefined;
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      preferredLanguage: user.preferredLanguage,
      clientStatus: row?.status ?? null,
      company: row ? companyOf(row) : null,
      createdAt: user.createdAt,
    };
  }

  /** The studio's Settings: the account's language, used at every sign-in and for its e-mails. */
  async updateMe(
    actor: { userId: string; role: StaffActor['role'] },
    changes: StaffMeUpdate,
  ): Promise<StaffMe> {
    await this.deps.users.updateMe(actor.userId, changes);
    return this.me(actor);
  }

  async list(query: ClientListQuery): Promise<{ data: ClientSummary[]; meta: PageMeta }> {
    const { rows, total } = await this.repository.list(query.status, query.page, query.pageSize);
    // A CUI is one company: a second account with it may be a colleague, or someone posing as them.
    const holders = await this.repository.findByCodes(rows.map((row) => row.company_code));
    return {
      data: rows.map((row) => summaryOf(row, holders)),
      meta: pageMeta(query.page, query.pageSize, total),
    };
  }

  /**
   * An ADMIN verifies or rejects a waiting client; a rejected one may be verified later, a verified
   * one stays so. The client is told by e-mail either way, after the decision is stored.
   */
  async decide(adminId: string, clientId: string, decision: ClientDecision): Promise<ClientSummary> {
    const before = await this.repository.find(clientId);
    if (!before) throw clientNotFound();
    const reason = decision.status === 'REJECTED' ? (decision.reason ?? null) : null;
    const moved = await this.repository.decide(clientId, {
      status: decision.status,
      reason,
      reviewedBy: adminId,
      now: new Date().toISOString(),
    });
    if (!moved) throw new HttpError(409, 'CONFLICT', CLIENT_MESSAGES.alreadyDecided);
    const after = (await this.repository.find(clientId)) ?? before;
    await this.tell(after, decision.status, reason);
    return summaryOf(after, await this.repository.findByCodes([after.company_code]));
  }

  /** Publishing is for ADMIN and verified clients; anyone else learns why (403). */
  assertMayPublish(actor: StaffActor): Promise<void> {
    return this.assertVerified(actor, CLIENT_MESSAGES.notVerified, CLIENT_MESSAGES.rejected);
  }

  /** Searching, listing and inviting talents (DESIGN §11) is for ADMIN and verified clients (403). */
  assertMayFindTalent(actor: StaffActor): Promise<void> {
    return this.assertVerified(
      actor,
      CLIENT_MESSAGES.notVerifiedForTalent,
      CLIENT_MESSAGES.rejectedForTalent,
    );
  }

  private async assertVerified(actor: StaffActor, notVerified: string, rejected: string): Promise<void> {
    if (actor.role === 'ADMIN' || actor.userId === null) return;
    const status = await this.repository.findStatus(actor.userId);
    if (status === 'VERIFIED') return;
    throw new HttpError(403, 'CLIENT_NOT_VERIFIED', status === 'REJECTED' ? rejected : notVerified);
  }

  /**
   * When a client's company was verified (the messages' limit for new companies, DESIGN §14); null for
   * one not verified (now), undefined for an account that is no client.
   */
  async verifiedAt(userId: string): Promise<string | null | undefined> {
    const row = await this.repository.find(userId);
    if (!row) return undefined;
    // A client an operator made (CLI) was never reviewed: verified since the account was made.
    return row.status === 'VERIFIED' ? (row.reviewed_at ?? row.user_created_at) : null;
  }

  /** An administrator's suspension; false when it already was (or is no client). */
  suspend(adminId: string, clientId: string, note: string): Promise<boolean> {
    return this.repository.suspend(clientId, {
      reason: note || null,
      reviewedBy: adminId,
      now: new Date().toISOString(),
    });
  }

  /** A client's company name (the organiser named on a child's SPAS notice); undefined for others. */
  async companyNameOf(userId: string): Promise<string | undefined> {
    return (await this.repository.find(userId))?.company_name;
  }

  /** Queued (durable): a decision is never left untold because the SMTP server was down. */
  private async tell(row: ClientRow, status: 'VERIFIED' | 'REJECTED', reason: string | null) {
    await this.deps.mail.send(
      clientDecisionEmail({
        to: row.email,
        firstName: row.first_name,
        language: row.preferred_language,
        companyName: row.company_name,
        status,
        reason,
        studioUrl: this.deps.studioUrl,
      }),
    );
  }
}
