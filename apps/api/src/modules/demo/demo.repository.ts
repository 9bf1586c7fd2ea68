import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract/applications';
import type { Insertable } from 'kysely';
import { type AppDatabase, insertInChunks, settleAfterBulkInsert } from '../../db/database';
import type {
  CastingsTable,
  ChildrenTable,
  ClientAccountsTable,
  PhotosTable,
  TalentProfilesTable,
  UsersTable,
} from '../../db/schema';

export interface DemoApplicationRow {
  castingId: string;
  /** Whose application; the demo talent's (the first profile) when left out. */
  profileId?: string;
  message: string | null;
  /** PENDING first, at the application time; a move may carry the casting team's message. */
  history: { status: ApplicationStatus; changedAt: string; message?: string | null }[];
}

export interface DemoData {
  users: Insertable<UsersTable>[];
  /** The demo client's company, verified. */
  clientAccounts: Insertable<ClientAccountsTable>[];
  children: Insertable<ChildrenTable>[];
  profiles: Insertable<TalentProfilesTable>[];
  photos: Insertable<PhotosTable>[];
  castings: Insertable<CastingsTable>[];
  /** Applications of the first profile. */
  applications: DemoApplicationRow[];
  /** Who made the status moves (the catalogue's owner). */
  changedByUserId: string;
}

const toNumber = (value: unknown) => Number(value ?? 0);

export class DemoRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The demo may only go into a database that has neither users nor castings. */
  async isEmpty(db: AppDatabase = this.db): Promise<boolean> {
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst();
    const castings = await db
      .selectFrom('castings')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst();
    return toNumber(users?.total) === 0 && toNumber(castings?.total) === 0;
  }

  /** The id of the user with this e-mail, inserting `user` first if there is none. */
  async ensureUser(user: Insertable<UsersTable>): Promise<string> {
    const existing = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirst();
    if (existing) return existing.id;
    await this.db.insertInto('users').values(user).execute();
    return user.id;
  }

  /** Synthetic castings (benchmarks), in one transaction. */
  insertCastings(rows: readonly Insertable<CastingsTable>[]): Promise<void> {
    return this.db.transaction().execute((trx) => insertInChunks(trx, 'castings', rows));
  }

  /** After the synthetic castings are in (see settleAfterBulkInsert). */
  settleCastings(): Promise<void> {
    return settleAfterBulkInsert(this.db, 'castings');
  }

  /**
   * Everything in one transaction, after checking again inside it that the database is still
   * empty (another process may have seeded meanwhile). Returns false, having written nothing, if not.
   */
  insertIfEmpty(data: DemoData): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.isEmpty(trx))) return false;
      await insertInChunks(trx, 'users', data.users);
      await trx.insertInto('client_accounts').values(data.clientAccounts).execute();
      if (data.children.length > 0) await trx.insertInto('children').values(data.children).execute();
      // One by one: the profiles fill different columns, and a multi-row insert would write null
      // (not the column default) where one of them has no value.
      for (const profile of data.profiles) await trx.insertInto('talent_profiles').values(profile).execute();
      if (data.photos.length > 0) await insertInChunks(trx, 'photos', data.photos);
      await insertInChunks(trx, 'castings', data.castings);
      const demoTalentProfileId = data.profiles[0]!.id;
      for (const application of data.applications) {
        const id = randomUUID();
        const first = application.history[0]!;
        const last = application.history.at(-1)!;
        await trx
          .insertInto('applications')
          .values({
            id,
            casting_id: application.castingId,
            talent_profile_id: application.profileId ?? demoTalentProfileId,
            message: application.message,
            status: last.status,
            applied_at: first.changedAt,
            updated_at: last.changedAt,
          })
          .execute();
        await trx
          .insertInto('application_status_changes')
          .values(
            application.history.map((change, index) => ({
              id: randomUUID(),
              application_id: id,
              status: change.status,
              changed_at: change.changedAt,
              changed_by_user_id: index === 0 ? null : data.changedByUserId,
              message: change.message ?? null,
            })),
          )
          .execute();
      }
      return true;
    });
  }
}
