import type { Language } from '@talent/contract/auth';
import { type ClientStatus, cuiDigits } from '@talent/contract/clients';
import type { Insertable, Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { ClientAccountsTable, Database } from '../../db/schema';

export interface ClientRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  preferred_language: Language;
  user_created_at: string;
  company_name: string;
  company_code: string;
  status: ClientStatus;
  status_reason: string | null;
  reviewed_at: string | null;
}

export interface ClientDecisionChange {
  status: 'VERIFIED' | 'REJECTED';
  reason: string | null;
  reviewedBy: string;
  now: string;
}

export class ClientsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** A company, inside the transaction that makes its CLIENT (ClientCompaniesService). */
  async insertCompany(trx: Transaction<Database>, row: Insertable<ClientAccountsTable>): Promise<void> {
    await trx.insertInto('client_accounts').values(row).execute();
  }

  private clients() {
    return this.db
      .selectFrom('client_accounts as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.user_id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.phone',
        'u.preferred_language',
        'u.created_at as user_created_at',
        'c.company_name',
        'c.company_code',
        'c.status',
        'c.status_reason',
        'c.reviewed_at',
      ]);
  }

  find(userId: string): Promise<ClientRow | undefined> {
    return this.clients().where('c.user_id', '=', userId).executeTakeFirst();
  }

  findStatus(userId: string): Promise<ClientStatus | undefined> {
    return this.db
      .selectFrom('client_accounts')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirst()
      .then((row) => row?.status);
  }

  /** Oldest first: the client waiting longest is reviewed first. */
  async list(
    status: ClientStatus | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ rows: ClientRow[]; total: number }> {
    let rows = this.clients();
    let count = this.db
      .selectFrom('client_accounts as c')
      .select((eb) => eb.fn.countAll<string>().as('total'));
    if (status) {
      rows = rows.where('c.status', '=', status);
      count = count.where('c.status', '=', status);
    }
    const [found, counted] = await Promise.all([
      rows
        .orderBy('c.created_at')
        .orderBy('c.user_id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: found, total: Number(counted.total) };
  }

  /**
   * The client accounts holding each of `codes`, to show the ADMIN a CUI used twice. A CUI is stored
   * as typed, with or without its RO (VAT) prefix: both spellings are looked up.
   */
  findByCodes(
    codes: readonly string[],
  ): Promise<Pick<ClientRow, 'user_id' | 'company_name' | 'company_code' | 'status'>[]> {
    const digits = codes.map(cuiDigits).filter((code): code is string => code !== null);
    const spellings = [...new Set(digits)].flatMap((code) => [code, `RO${code}`]);
    if (spellings.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('client_accounts')
      .select(['user_id', 'company_name', 'company_code', 'status'])
      .where('company_code', 'in', spellings)
      .orderBy('created_at')
      .execute();
  }

  /** Moves an UNVERIFIED or REJECTED client; false when it is not one of those (or not a client). */
  async decide(userId: string, change: ClientDecisionChange): Promise<boolean> {
    const result = await this.db
      .updateTable('client_accounts')
      .set({
        status: change.status,
        status_reason: change.reason,
        reviewed_by: change.reviewedBy,
        reviewed_at: change.now,
        updated_at: change.now,
      })
      .where('user_id', '=', userId)
      .where('status', '!=', 'VERIFIED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** An administrator's suspension (DESIGN §14); false when the client is not one or already suspended. */
  async suspend(
    userId: string,
    change: { reason: string | null; reviewedBy: string; now: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('client_accounts')
      .set({
        status: 'SUSPENDED',
        status_reason: change.reason,
        reviewed_by: change.reviewedBy,
        updated_at: change.now,
      })
      .where('user_id', '=', userId)
      .where('status', '!=', 'SUSPENDED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
