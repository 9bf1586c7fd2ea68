import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * A write that one module's service hands to another, to run inside that module's transaction: each
 * table keeps one owner (DESIGN §16) while a change spanning two modules still commits all or nothing.
 * The same shape as the jobs of a change (JobQueue.pending(...).write(trx), decision 0019).
 */
export interface TransactionPart {
  write(trx: Transaction<Database>): Promise<void>;
}
