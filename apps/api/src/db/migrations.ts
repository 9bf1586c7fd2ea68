import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as castingsApplications from './migrations/0002-castings-applications';
import * as publishedSearch from './migrations/0003-published-search-and-list-indexes';
import * as talentProfileAndSkills from './migrations/0004-talent-profile-and-skills';
import * as photosVideos from './migrations/0005-photos-videos';
import * as children from './migrations/0006-children';
import * as passwordResetTokens from './migrations/0007-password-reset-tokens';
import * as castingsSearchUpkeep from './migrations/0008-castings-search-upkeep';
import * as sqliteCatalogueVersion from './migrations/0009-sqlite-catalogue-version';
import * as birthDateCorrections from './migrations/0010-birth-date-corrections';
import * as studio from './migrations/0011-studio';
import * as applicantsByDate from './migrations/0012-applicants-by-date';
import * as jobsAndNotifications from './migrations/0013-jobs-and-notifications';
import * as videoPipeline from './migrations/0014-video-pipeline';
import * as childWork from './migrations/0015-child-work';
import * as privateMedia from './migrations/0016-private-media';
import * as mediaFetchersAndOpenUploads from './migrations/0018-h4-media-fetchers-and-open-uploads';
import * as jobKindNames from './migrations/0019-a2-job-kind-names';
import * as talentDirectory from './migrations/0020-c1-talent-directory';
import * as talentListsAndInvitations from './migrations/0021-c2-talent-lists-and-invitations';
import * as directoryCitySearchIndex from './migrations/0022-f3-directory-city-search-index';
import * as talentSearchWords from './migrations/0023-g1-talent-search-words';
import * as directoryRank from './migrations/0024-directory-rank';
import * as directoryVersion from './migrations/0025-directory-version';
import * as auditions from './migrations/0026-auditions';
import * as presentations from './migrations/0027-presentations';
import * as messages from './migrations/0028-messages';
import * as videoTrim from './migrations/0029-video-trim';
import type { Database } from './schema';

/**
 * A static list rather than a folder scan: the server runs as one esbuild bundle, where there is no
 * migrations folder to read. Keys sort in the order the migrations must run.
 */
const migrations = {
  '0001-initial': initial,
  '0002-castings-applications': castingsApplications,
  '0003-published-search-and-list-indexes': publishedSearch,
  '0004-talent-profile-and-skills': talentProfileAndSkills,
  '0005-photos-videos': photosVideos,
  '0006-children': children,
  '0007-password-reset-tokens': passwordResetTokens,
  '0008-castings-search-upkeep': castingsSearchUpkeep,
  '0009-sqlite-catalogue-version': sqliteCatalogueVersion,
  '0010-birth-date-corrections': birthDateCorrections,
  '0011-studio': studio,
  '0012-applicants-by-date': applicantsByDate,
  '0013-jobs-and-notifications': jobsAndNotifications,
  '0014-video-pipeline': videoPipeline,
  '0015-child-work': childWork,
  '0016-private-media': privateMedia,
  '0018-h4-media-fetchers-and-open-uploads': mediaFetchersAndOpenUploads,
  '0019-a2-job-kind-names': jobKindNames,
  '0020-c1-talent-directory': talentDirectory,
  '0021-c2-talent-lists-and-invitations': talentListsAndInvitations,
  '0022-f3-directory-city-search-index': directoryCitySearchIndex,
  '0023-g1-talent-search-words': talentSearchWords,
  '0024-directory-rank': directoryRank,
  '0025-directory-version': directoryVersion,
  '0026-auditions': auditions,
  '0027-presentations': presentations,
  '0028-messages': messages,
  '0029-video-trim': videoTrim,
} satisfies Record<string, Migration>;

/**
 * On PostgreSQL the migrator's bookkeeping tables go into the connection's current schema: without
 * it Kysely finds another schema's tables when checking for its own (several schemas share a test
 * database) and then fails to use them.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export type MigrationName = keyof typeof migrations;

async function migrator(db: Kysely<Database>): Promise<Migrator> {
  const schema = await migrationTableSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Up (or down) to a named migration: tests of an upgrade start from an older schema. */
export async function migrateTo(db: Kysely<Database>, name: MigrationName): Promise<void> {
  const { error } = await (await migrator(db)).migrateTo(name);
  if (error) throw new Error(`Database migration to ${name} failed: ${String(error)}`, { cause: error });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
