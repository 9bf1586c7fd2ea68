import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_MESSAGES,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  type SavedSearchCreatePayload,
  type SavedSearchFilters,
  type savedSearchCreateSchema,
} from '@talent/contract/notifications';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { SavedSearchesTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import {
  DuplicateNameError,
  type SavedSearchesRepository,
  type SavedSearchRow,
} from './saved-searches.repository';

const notFound = () => new HttpError(404, 'NOT_FOUND', NOTIFICATION_MESSAGES.savedSearchNotFound);

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: JSON.parse(row.filters) as SavedSearchFilters,
  alerts: row.alerts === 1,
  createdAt: row.created_at,
});

/** A talent's saved castings searches (issue 21, point 5); alerts are sent by the notice jobs. */
export class SavedSearchesService {
  constructor(private readonly repository: SavedSearchesRepository) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<SavedSearchesTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  async list(userId: string): Promise<SavedSearch[]> {
    return (await this.repository.listOf(userId)).map(toSavedSearch);
  }

  async create(
    userId: string,
    payload: z.output<typeof savedSearchCreateSchema> | SavedSearchCreatePayload,
  ): Promise<SavedSearch> {
    if ((await this.repository.countOf(userId)) >= SAVED_SEARCH_LIMIT) {
      throw new HttpError(409, 'SAVED_SEARCH_LIMIT', NOTIFICATION_MESSAGES.savedSearchLimit);
    }
    const now = new Date().toISOString();
    const row = {
      id: randomUUID(),
      user_id: userId,
      name: payload.name.trim(),
      filters: JSON.stringify(payload.filters),
      alerts: payload.alerts === false ? 0 : 1,
      // Alerts are about castings published after the search was saved.
      alerted_until: now,
      created_at: now,
    };
    try {
      await this.repository.insert(row);
    } catch (error) {
      if (error instanceof DuplicateNameError) {
        const message = NOTIFICATION_MESSAGES.savedSearchDuplicate;
        throw new HttpError(400, 'VALIDATION_ERROR', message, { name: message });
      }
      throw error;
    }
    return toSavedSearch(row);
  }

  /** Turning alerts on again starts from now: castings published while they were off are not sent. */
  async setAlerts(userId: string, id: string, alerts: boolean): Promise<SavedSearch> {
    const row = await this.repository.findOwn(userId, id);
    if (!row) throw notFound();
    const alertedUntil = alerts && row.alerts === 0 ? new Date().toISOString() : row.alerted_until;
    await this.repository.setAlerts(userId, id, alerts, alertedUntil);
    return toSavedSearch({ ...row, alerts: alerts ? 1 : 0, alerted_until: alertedUntil });
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repository.deleteOwn(userId, id))) throw notFound();
  }

  withAlerts(afterId: string, limit: number): Promise<SavedSearchRow[]> {
    return this.repository.withAlerts(afterId, limit);
  }

  /** The alert job's page of searches, alerted up to `until`, in one statement. */
  markAlerted(ids: readonly string[], until: string): Promise<void> {
    return this.repository.setAlertedUntil(ids, until);
  }
}
