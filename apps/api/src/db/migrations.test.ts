import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Insertable, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createCasting,
  createPostgresSchema,
  createStaff,
  createTestApp,
  register,
} from '../test/test-app';
import { type AppDatabase, createDatabase } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import type { UsersTable } from './schema';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of the test's own for a database file, removed after the test. */
function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-migration-test-'));
  dirs.push(dataDir);
  return dataDir;
}

/** The SQLite database the app would open in `dataDir`. */
const sqliteIn = (dataDir: string) =>
  createDatabase({ kind: 'sqlite', file: join(dataDir, 'talent-portal.db') });

/** A user row as every migration since 0001 accepts it; answers its id. */
async function insertUser(
  db: AppDatabase,
  user: Pick<Insertable<UsersTable>, 'email' | 'role' | 'preferred_language' | 'is_guardian_mode_enabled'>,
): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      password_hash: '!',
      first_name: 'T',
      last_name: 'A',
      created_at: now,
      updated_at: now,
      ...user,
    })
    .execute();
  return id;
}

describe('migrations', () => {
  it('0003 keeps a database made by 0002 searchable: published castings only, list indexes rebuilt', async () => {
    // SQLite only: PostgreSQL test schemas are created afresh by the app itself.
    if (process.env.TEST_DATABASE_URL) return;
    const dataDir = newDataDir();
    const db = sqliteIn(dataDir);
    await migrateTo(db, '0002-castings-applications');
    const now = new Date().toISOString();
    const owner = await insertUser(db, {
      email: 'owner@example.com',
      role: 'CLIENT',
      preferred_language: 'RO',
      is_guardian_mode_enabled: 0,
    });
    const casting = (slug: string, status: 'PUBLISHED' | 'DRAFT') => ({
      id: randomUUID(),
      owner_user_id: owner,
      slug,
      title: slug,
      status,
      project_type: 'COMMERCIAL' as const,
      short_description: 's',
      description: 'd',
      location: 'Sibiu',
      age_ranges: '[]',
      search_text: `${slug} figuranti sibiu`,
      published_at: status === 'PUBLISHED' ? now : null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('castings')
      .values([casting('vechi', 'PUBLISHED'), casting('ciorna', 'DRAFT')])
      .execute();
    await migrateToLatest(db);
    await db.destroy();

    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const { tokens } = await register(t.app);
      const search = await t.app.inject({
        url: '/api/castings/search?q=figuranti',
        headers: bearer(tokens.accessToken),
      });
      expect(search.json().data.map((c: { slug: string }) => c.slug)).toEqual(['vechi']);
      const list = await t.app.inject({
        url: '/api/castings?minRemuneration=0',
        headers: bearer(tokens.accessToken),
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('0004 gives existing profiles the new fields with defaults, and goes down to 0003 and up again', async () => {
    if (process.env.TEST_DATABASE_URL) return;
    const db = sqliteIn(newDataDir());
    try {
      await migrateTo(db, '0003-published-search-and-list-indexes');
      const now = new Date().toISOString();
      const userId = await insertUser(db, {
        email: 'talent@example.com',
        role: 'TALENT',
        preferred_language: 'RO',
        is_guardian_mode_enabled: 0,
      });
      const profileId = randomUUID();
      await db
        .insertInto('talent_profiles')
        .values({
          id: profileId,
          user_id: userId,
          first_name: 'T',
          last_name: 'A',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrateToLatest(db);
      const row = await db
        .selectFrom('talent_profiles')
        .selectAll()
        .where('id', '=', profileId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        can_sing: 0,
        has_driver_license: 0,
        license_categories: '[]',
        categories: '[]',
        special_skills: '[]',
        bust: null,
        onboarding_completed_at: null,
      });
      await db
        .insertInto('sports')
        .values({
          id: randomUUID(),
          talent_profile_id: profileId,
          sport: 'Tenis',
          level: 'AMATEUR',
          courses: null,
          created_at: now,
        })
        .execute();
      await migrateTo(db, '0003-published-search-and-list-indexes');
      await migrateToLatest(db);
      expect(await db.selectFrom('sports').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  // A table a migration adds to a database made before it: it keeps what is valid, refuses what is
  // not (a gender outside the list, a reset hash twice), and its rows go when their user is deleted.
  it.each([
    {
      name: '0006 adds children to a database made by 0005; a guardian deleted takes their children along',
      before: '0005-photos-videos',
      table: 'children',
      user: { email: 'guardian@example.com', is_guardian_mode_enabled: 1, preferred_language: 'RO' },
      row: (userId: string, now: string) => ({
        guardian_user_id: userId,
        first_name: 'C',
        last_name: 'M',
        date_of_birth: '2018-03-01',
        gender: 'MALE',
        created_at: now,
        updated_at: now,
      }),
      refused: { gender: 'OTHER' },
    },
    {
      name: '0007 adds password reset tokens to a database made by 0006: one hash once, gone with the user',
      before: '0006-children',
      table: 'password_reset_tokens',
      user: { email: 'reset@example.com', is_guardian_mode_enabled: 0, preferred_language: 'EN' },
      row: (userId: string, now: string) => ({
        user_id: userId,
        token_hash: 'a'.repeat(64),
        expires_at: now,
        used_at: null,
        created_at: now,
        requested_ip: '127.0.0.1',
      }),
      refused: {},
    },
  ] as const)('$name', async ({ before, table, user, row, refused }) => {
    if (process.env.TEST_DATABASE_URL) return;
    const db = sqliteIn(newDataDir());
    try {
      await migrateTo(db, before);
      const now = new Date().toISOString();
      const userId = await insertUser(db, { ...user, role: 'TALENT' });
      await migrateToLatest(db);
      const added = { id: randomUUID(), ...row(userId, now) };
      await db
        .insertInto(table)
        .values(added as never)
        .execute();
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([added]);
      await expect(
        db
          .insertInto(table)
          .values({ ...added, id: randomUUID(), ...refused } as never)
          .execute(),
      ).rejects.toThrow();
      await db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await db.selectFrom(table).selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('0008 on PostgreSQL: the search index skips the pending list and every castings statement bumps the catalogue version', async () => {
    // PostgreSQL only (SQLite's FTS5 search needs neither); the app migrates its own test schema.
    if (!process.env.TEST_DATABASE_URL) return;
    const t = await createTestApp();
    try {
      const { db } = t.app;
      const options = await sql<{ reloptions: string[] | null }>`
        select reloptions from pg_class where relname = 'castings_search_idx'
          and relnamespace = current_schema()::regnamespace`.execute(db);
      expect(options.rows[0]?.reloptions).toEqual(['fastupdate=off']);
      const version = async () =>
        Number(
          (await sql<{ version: string }>`select version from catalogue_version`.execute(db)).rows[0]
            ?.version,
        );
      const before = await version();
      const staff = await createStaff(t);
      await createCasting(t.app, staff.tokens.accessToken, { title: 'Versiune' });
      expect(await version()).toBe(before + 1);
      // A statement that changes nothing still counts: totals may be counted again, never kept wrong.
      await sql`update castings set title = title where false`.execute(db);
      expect(await version()).toBe(before + 2);
    } finally {
      await t.close();
    }
  });

  it('0009 (SQLite; 0008 on PostgreSQL): every insert, update and delete of a casting moves the catalogue version', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.app;
      const version = async () =>
        Number(
          (await sql<{ version: string | number }>`select version from catalogue_version`.execute(db)).rows[0]
            ?.version,
        );
      const staff = await createStaff(t);
      const before = await version();
      const casting = await createCasting(t.app, staff.tokens.accessToken, { title: 'Versiune' });
      const inserted = await version();
      expect(inserted).toBeGreaterThan(before);
      await db.updateTable('castings').set({ title: 'Versiune nouă' }).where('id', '=', casting.id).execute();
      const updated = await version();
      expect(updated).toBeGreaterThan(inserted);
      await db.deleteFrom('castings').where('id', '=', casting.id).execute();
      expect(await version()).toBeGreaterThan(updated);
    } finally {
      await t.close();
    }
  });

  it("0016 marks the photos and videos of child profiles private, adults' not; down to 0015 and up again", async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const postgres = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
    const dataDir = newDataDir();
    const db = createDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'sqlite', file: join(dataDir, 'talent-portal.db') },
    );
    try {
      await migrateTo(db, '0015-child-work');
      const now = new Date().toISOString();
      const userId = await insertUser(db, {
        email: 'guardian@example.com',
        role: 'TALENT',
        preferred_language: 'RO',
        is_guardian_mode_enabled: 1,
      });
      const childId = randomUUID();
      await db
        .insertInto('children')
        .values({
          id: childId,
          guardian_user_id: userId,
          first_name: 'C',
          last_name: 'M',
          date_of_birth: '2018-03-01',
          gender: 'MALE',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const profiles = { own: randomUUID(), child: randomUUID() };
      for (const [id, child] of [
        [profiles.own, null],
        [profiles.child, childId],
      ] as const) {
        await db
          .insertInto('talent_profiles')
          .values({
            id,
            user_id: userId,
            child_id: child,
            first_name: 'T',
            last_name: 'M',
            created_at: now,
            updated_at: now,
          })
          .execute();
        await db
          .insertInto('photos')
          .values({
            id: randomUUID(),
            talent_profile_id: id,
            position: 0,
            original_key: `${id}-o.jpg`,
            display_key: `${id}-d.webp`,
            thumbnail_key: `${id}-t.webp`,
            caption: null,
            width: 1,
            height: 1,
            size_bytes: 1,
            created_at: now,
          } as never)
          .execute();
        await db
          .insertInto('videos')
          .values({
            id: randomUUID(),
            talent_profile_id: id,
            position: 0,
            original_key: `${id}-v.mp4`,
            thumbnail_key: `${id}-vt.webp`,
            title: null,
            caption: null,
            duration: null,
            size_bytes: 1,
            created_at: now,
            source_key: null,
            poster_key: null,
          } as never)
          .execute();
      }
      await migrateToLatest(db);
      const flags = async () => {
        const rows = await Promise.all(
          (['photos', 'videos'] as const).map((table) =>
            db
              .selectFrom(table)
              .select(['talent_profile_id', 'private'])
              .orderBy('talent_profile_id')
              .execute(),
          ),
        );
        return rows.flat().map((row) => [row.talent_profile_id === profiles.child, Number(row.private)]);
      };
      expect((await flags()).sort()).toEqual([
        [false, 0],
        [false, 0],
        [true, 1],
        [true, 1],
      ]);
      await migrateTo(db, '0015-child-work');
      const columns = await db.introspection.getTables();
      expect(
        columns.find((table) => table.name === 'photos')?.columns.map((column) => column.name),
      ).not.toContain('private');
      await migrateToLatest(db);
      expect((await flags()).sort()).toEqual([
        [false, 0],
        [false, 0],
        [true, 1],
        [true, 1],
      ]);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });

  it('0023 indexes the folded words of existing profiles and their skills; down to 0022 and up again', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const postgres = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
    const db = createDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'sqlite', file: join(newDataDir(), 'talent-portal.db') },
    );
    try {
      await migrateTo(db, '0022-f3-directory-city-search-index');
      const now = new Date().toISOString();
      const userId = await insertUser(db, {
        email: 'words@example.com',
        role: 'TALENT',
        preferred_language: 'RO',
        is_guardian_mode_enabled: 0,
      });
      const profileId = randomUUID();
      await db
        .insertInto('talent_profiles')
        .values({
          id: profileId,
          user_id: userId,
          first_name: 'Ștefania',
          last_name: 'Săvulescu-Pop',
          special_skills: '["Jonglerie"]',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const skill = {
        talent_profile_id: profileId,
        level: 'AMATEUR' as const,
        courses: null,
        created_at: now,
      };
      await db
        .insertInto('sports')
        .values({ id: randomUUID(), sport: 'Înot', ...skill })
        .execute();
      await db
        .insertInto('instruments')
        .values({ id: randomUUID(), instrument: 'Pian', ...skill })
        .execute();
      const words = () =>
        db
          .selectFrom('talent_search_words')
          .select(['profile_id', 'word'])
          .orderBy('word')
          .execute()
          .then((rows) => rows.map((row) => `${row.profile_id === profileId ? '' : '?'}${row.word}`));
      const expected = ['inot', 'jonglerie', 'pian', 'pop', 'savulescu', 'stefania'];
      await migrateToLatest(db);
      expect(await words()).toEqual(expected);
      await migrateTo(db, '0022-f3-directory-city-search-index');
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain(
        'talent_search_words',
      );
      await migrateToLatest(db);
      expect(await words()).toEqual(expected);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });

  it('0024 ranks existing profiles by profile photo and converted video; down to 0023 and up again', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const postgres = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
    const db = createDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'sqlite', file: join(newDataDir(), 'talent-portal.db') },
    );
    try {
      await migrateTo(db, '0023-g1-talent-search-words');
      const now = new Date().toISOString();
      const profile = async (
        firstName: string,
        photo: string | null,
        video: 'READY' | 'PROCESSING' | null,
      ) => {
        const id = randomUUID();
        const userId = await insertUser(db, {
          email: `rank-${firstName}@example.com`,
          role: 'TALENT',
          preferred_language: 'RO',
          is_guardian_mode_enabled: 0,
        });
        await db
          .insertInto('talent_profiles')
          .values({
            id,
            user_id: userId,
            first_name: firstName,
            last_name: 'Rang',
            profile_photo_url: photo,
            created_at: now,
            updated_at: now,
          } as never)
          .execute();
        if (video) {
          await db
            .insertInto('videos')
            .values({
              id: randomUUID(),
              talent_profile_id: id,
              position: 0,
              original_key: 'v.mp4',
              thumbnail_key: 'v.webp',
              title: null,
              caption: null,
              duration: 2,
              size_bytes: 10,
              created_at: now,
              processing_status: video,
            })
            .execute();
        }
        return id;
      };
      const both = await profile('Ambele', '/media/profiles/a.webp', 'READY');
      const converting = await profile('Conversie', '/media/profiles/b.webp', 'PROCESSING');
      const none = await profile('Nimic', null, null);
      const ranks = async () =>
        Object.fromEntries(
          (await db.selectFrom('talent_profiles').select(['id', 'directory_rank']).execute()).map((row) => [
            row.id,
            Number(row.directory_rank),
          ]),
        );
      const expected = { [both]: 3, [converting]: 2, [none]: 0 };
      await migrateToLatest(db);
      expect(await ranks()).toEqual(expected);
      await migrateTo(db, '0023-g1-talent-search-words');
      const columns = (await db.introspection.getTables()).find(
        (table) => table.name === 'talent_profiles',
      )?.columns;
      expect(columns?.map((column) => column.name)).not.toContain('directory_rank');
      await migrateToLatest(db);
      expect(await ranks()).toEqual(expected);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });

  it('0020 lists existing own profiles, not child profiles, folds their names; down to 0019 and up again', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const postgres = baseUrl ? await createPostgresSchema(baseUrl) : undefined;
    const dataDir = newDataDir();
    const db = createDatabase(
      postgres
        ? { kind: 'postgres', url: postgres.url }
        : { kind: 'sqlite', file: join(dataDir, 'talent-portal.db') },
    );
    try {
      await migrateTo(db, '0019-a2-job-kind-names');
      const now = new Date().toISOString();
      const userId = await insertUser(db, {
        email: 'directory@example.com',
        role: 'TALENT',
        preferred_language: 'RO',
        is_guardian_mode_enabled: 1,
      });
      const childId = randomUUID();
      await db
        .insertInto('children')
        .values({
          id: childId,
          guardian_user_id: userId,
          first_name: 'Țicu',
          last_name: 'Săvulescu',
          date_of_birth: '2018-03-01',
          gender: 'MALE',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const profiles = { own: randomUUID(), child: randomUUID() };
      for (const [id, child, first] of [
        [profiles.own, null, 'Ștefania'],
        [profiles.child, childId, 'Țicu'],
      ] as const) {
        await db
          .insertInto('talent_profiles')
          .values({
            id,
            user_id: userId,
            child_id: child,
            first_name: first,
            last_name: 'Săvulescu',
            created_at: now,
            updated_at: now,
          } as never)
          .execute();
      }
      const listed = () =>
        db
          .selectFrom('talent_profiles')
          .select(['id', 'discoverable', 'folded_name'])
          .orderBy('folded_name')
          .execute()
          .then((rows) => rows.map((row) => [row.id, Number(row.discoverable), row.folded_name]));
      const expected = [
        [profiles.own, 1, 'stefania savulescu'],
        [profiles.child, 0, 'ticu savulescu'],
      ];
      await migrateToLatest(db);
      expect(await listed()).toEqual(expected);
      await migrateTo(db, '0019-a2-job-kind-names');
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('profile_views');
      expect(
        tables.find((table) => table.name === 'talent_profiles')?.columns.map((column) => column.name),
      ).not.toContain('discoverable');
      await migrateToLatest(db);
      expect(await listed()).toEqual(expected);
    } finally {
      await db.destroy();
      await postgres?.drop();
    }
  });
});
