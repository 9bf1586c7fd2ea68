import type { Insertable } from 'kysely';
import type { ClientAccountsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import type { ClientsRepository } from './clients.repository';

/**
 * A CLIENT's company row, written inside the transaction that makes the account (one owner per table,
 * DESIGN §16). Apart from ClientsService, which needs the auth module: this is what the auth module is
 * given.
 */
export class ClientCompaniesService {
  constructor(private readonly repository: ClientsRepository) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<ClientAccountsTable>[]): TransactionPart {
    return {
      write: async (trx) => {
        for (const row of rows) await this.repository.insertCompany(trx, row);
      },
    };
  }

  /**
   * The studio's sign-up names its company, UNVERIFIED until an ADMIN decides; a CLIENT an operator
   * makes (CLI) has none and starts VERIFIED under the person's name (migration 0011).
   */
  created(
    client: { userId: string; firstName: string; lastName: string },
    company: { name: string; code: string } | undefined,
    now: string,
  ): TransactionPart {
    return {
      write: (trx) =>
        this.repository.insertCompany(trx, {
          user_id: client.userId,
          company_name: company?.name ?? `${client.firstName} ${client.lastName}`,
          company_code: company?.code ?? '',
          status: company ? 'UNVERIFIED' : 'VERIFIED',
          status_reason: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        }),
    };
  }
}
