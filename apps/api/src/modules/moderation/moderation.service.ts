import { randomUUID } from 'node:crypto';
import type { Role } from '@talent/contract/auth';
import {
  type MessageSide,
  type MessageStatus,
  type ModerationAction,
  REPORT_MESSAGES as R,
} from '@talent/contract/message-limits';
import type {
  HeldMessage,
  ModerationDecisionPayload,
  Report,
  ReportCreatePayload,
  ReportListQuery,
} from '@talent/contract/messages';
import { type PageMeta, pageMeta } from '@talent/contract/pagination';
import type { Insertable } from 'kysely';
import type { ReportsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { AuthService } from '../auth/auth.service';
import type { CastingsService } from '../castings/castings.service';
import type { ClientsService } from '../clients/clients.service';
import type { MessagesService } from '../messages/messages.service';
import type { ModerationRepository, ReportViewRow } from './moderation.repository';

export interface ModerationDeps {
  repository: ModerationRepository;
  messages: Pick<MessagesService, 'reportable' | 'hide' | 'held' | 'settle'>;
  castings: Pick<CastingsService, 'update' | 'suspendAllOf'>;
  clients: Pick<ClientsService, 'companyNameOf' | 'suspend'>;
  users: Pick<AuthService, 'suspend'>;
}

const targetNotFound = () => new HttpError(404, 'NOT_FOUND', R.targetNotFound);
const notForTarget = () =>
  new HttpError(400, 'VALIDATION_ERROR', R.actionNotForTarget, { action: R.actionNotForTarget });

function reportView(row: ReportViewRow): Report {
  const label =
    row.target_type === 'MESSAGE'
      ? (row.message_text ?? '')
      : row.target_type === 'CASTING'
        ? (row.casting_title ?? '')
        : (row.company_name ?? '');
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
    reporter: {
      name: `${row.reporter_first_name} ${row.reporter_last_name}`.trim(),
      email: row.reporter_email,
    },
    target: {
      label,
      castingId: row.casting_id,
      castingTitle: row.casting_title,
      castingStatus: row.casting_status,
      clientId: row.client_id,
      companyName: row.company_name,
      clientStatus: row.client_status,
      messageStatus: (row.message_status as MessageStatus | null) ?? null,
      messageSide: (row.message_side as MessageSide | null) ?? null,
    },
    action: row.action,
    note: row.note,
    resolvedAt: row.resolved_at,
  };
}

/**
 * Reports and the moderation queue (DESIGN §14): anyone signed in reports a casting, a message or a
 * company; an administrator dismisses it, hides the message, suspends the casting or suspends the
 * company — which then cannot sign in, and whose castings are suspended with their applicants told.
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<ReportsTable>[]): TransactionPart {
    return { write: (trx) => this.deps.repository.seed(trx, rows) };
  }

  async report(
    reporter: { userId: string; role: Role },
    payload: ReportCreatePayload,
  ): Promise<{ id: string }> {
    const { targetType, targetId } = payload;
    const exists =
      targetType === 'CASTING'
        ? await this.deps.repository.castingExists(targetId)
        : targetType === 'MESSAGE'
          ? (await this.deps.messages.reportable(reporter, targetId)) !== undefined
          : (await this.deps.clients.companyNameOf(targetId)) !== undefined;
    if (!exists) throw targetNotFound();
    const id = randomUUID();
    await this.deps.repository.insert({
      id,
      reporter_user_id: reporter.userId,
      target_type: targetType,
      target_id: targetId,
      reason: payload.reason,
      details: payload.details?.trim() || null,
      status: 'OPEN',
      action: null,
      note: null,
      resolved_by_user_id: null,
      resolved_at: null,
      created_at: new Date().toISOString(),
    });
    return { id };
  }

  async list(query: ReportListQuery): Promise<{ data: Report[]; meta: PageMeta }> {
    const { rows, total } = await this.deps.repository.page(query.status, query.page, query.pageSize);
    return { data: rows.map(reportView), meta: pageMeta(query.page, query.pageSize, total) };
  }

  async decide(adminId: string, reportId: string, decision: ModerationDecisionPayload): Promise<Report> {
    const row = await this.deps.repository.find(reportId);
    if (!row) throw new HttpError(404, 'NOT_FOUND', R.reportNotFound);
    if (row.status !== 'OPEN') throw new HttpError(409, 'CONFLICT', R.alreadyResolved);
    await this.act(adminId, row, decision.action, decision.note?.trim() ?? '');
    await this.deps.repository.resolve(reportId, {
      action: decision.action,
      note: decision.note?.trim() || null,
      adminId,
      at: new Date().toISOString(),
    });
    return reportView((await this.deps.repository.find(reportId))!);
  }

  private async act(
    adminId: string,
    row: ReportViewRow,
    action: ModerationAction,
    note: string,
  ): Promise<void> {
    const admin = { userId: adminId, role: 'ADMIN' as const };
    switch (action) {
      case 'DISMISS':
        return;
      case 'HIDE_MESSAGE':
        if (row.target_type !== 'MESSAGE') throw notForTarget();
        await this.deps.messages.hide(adminId, row.target_id);
        return;
      case 'SUSPEND_CASTING':
        if (!row.casting_id) throw notForTarget();
        if (row.casting_status === 'PUBLISHED')
          await this.deps.castings.update(admin, row.casting_id, { status: 'SUSPENDED' });
        return;
      case 'SUSPEND_CLIENT': {
        // A talent's own message names no company to suspend.
        if (!row.client_id || (row.target_type === 'MESSAGE' && row.message_side !== 'CLIENT'))
          throw notForTarget();
        await this.suspendClient(adminId, row.client_id, note);
        return;
      }
    }
  }

  /** The company cannot sign in (its sessions end now), and its published castings are suspended. */
  private async suspendClient(adminId: string, clientId: string, note: string): Promise<void> {
    await this.deps.clients.suspend(adminId, clientId, note);
    await this.deps.users.suspend(clientId);
    await this.deps.castings.suspendAllOf({ userId: adminId, role: 'ADMIN' }, clientId);
  }

  held(): Promise<HeldMessage[]> {
    return this.deps.messages.held();
  }

  release(adminId: string, messageId: string): Promise<HeldMessage> {
    return this.deps.messages.settle(adminId, messageId, 'SENT');
  }

  reject(adminId: string, messageId: string): Promise<HeldMessage> {
    return this.deps.messages.settle(adminId, messageId, 'REJECTED');
  }
}
