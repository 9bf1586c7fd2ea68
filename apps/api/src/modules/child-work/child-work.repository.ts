import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { ChildWorkChecklistsTable } from '../../db/schema';

export type ChecklistRow = Selectable<ChildWorkChecklistsTable>;

/** The guardian's ticks on an accepted child application (one row, made on the first change). */
export class ChildWorkRepository {
  constructor(private readonly db: AppDatabase) {}

  find(applicationId: string): Promise<ChecklistRow | undefined> {
    return this.db
      .selectFrom('child_work_checklists')
      .selectAll()
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
  }

  /** Writes the whole row: made on the first change, replaced on later ones. */
  async save(row: ChecklistRow): Promise<void> {
    const { application_id: _key, ...changes } = row;
    await this.db
      .insertInto('child_work_checklists')
      .values(row)
      .onConflict((conflict) => conflict.column('application_id').doUpdateSet(changes))
      .execute();
  }
}
