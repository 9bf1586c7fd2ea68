import { randomUUID } from 'node:crypto';
import { type Insertable, PostgresAdapter, type Selectable, type Transaction } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type { Database, PhotosTable, VideosTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

export type PhotoRow = Selectable<PhotosTable>;
export type VideoRow = Selectable<VideosTable>;
export type NewPhotoRow = Omit<Insertable<PhotosTable>, 'position'>;
export type NewVideoRow = Omit<Insertable<VideosTable>, 'position'>;

type MediaTable = 'photos' | 'videos';
type MediaRow<T extends MediaTable> = Selectable<Database[T]>;
type NewMediaRow<T extends MediaTable> = Omit<Insertable<Database[T]>, 'position'>;

export class MediaRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Serialises the media writes of one profile: on PostgreSQL two uploads read the same count and last
   * position under READ COMMITTED (51 photos, duplicate positions) and two reorders deadlock, so each
   * such transaction first locks the profile's row. SQLite runs one write transaction at a time anyway.
   */
  private async lockProfile(trx: Transaction<Database>, profileId: string): Promise<void> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await trx.selectFrom('talent_profiles').select('id').where('id', '=', profileId).forUpdate().execute();
  }

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertPhotoRows(trx: AppDatabase, rows: readonly Insertable<PhotosTable>[]): Promise<void> {
    return insertInChunks(trx, 'photos', rows);
  }

  insertVideoRows(trx: AppDatabase, rows: readonly Insertable<VideosTable>[]): Promise<void> {
    return insertInChunks(trx, 'videos', rows);
  }

  listPhotos(profileId: string): Promise<PhotoRow[]> {
    return this.list('photos', profileId);
  }

  listVideos(profileId: string): Promise<VideoRow[]> {
    return this.list('videos', profileId);
  }

  /** A profile's photos or videos in their order (the older first on a tie, then by id). */
  private list<T extends MediaTable>(table: T, profileId: string): Promise<MediaRow<T>[]> {
    return this.db
      .selectFrom(table as MediaTable)
      .selectAll()
      .where('talent_profile_id', '=', profileId)
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute() as Promise<MediaRow<T>[]>;
  }

  /** The photos of several profiles at once (their profile photos' variants, for a page of applicants). */
  photosOfProfiles(profileIds: readonly string[]): Promise<PhotoRow[]> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('photos')
      .selectAll()
      .where('talent_profile_id', 'in', [...profileIds])
      .execute();
  }

  /** The ids of a profile's photos or videos. */
  async ids(table: MediaTable, profileId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('talent_profile_id', '=', profileId)
      .execute();
    return rows.map((row) => row.id);
  }

  async count(table: MediaTable, profileId: string): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('talent_profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Appends rows after the profile's last one; false (nothing written) when they would pass `cap`.
   * The count is read inside the transaction that inserts.
   */
  insertPhotos(profileId: string, rows: NewPhotoRow[], cap: number): Promise<boolean> {
    return this.append('photos', profileId, rows, cap, null);
  }

  /** `videosChanged` (the directory's rank, the profiles module's) commits with the video. */
  insertVideo(
    profileId: string,
    row: NewVideoRow,
    cap: number,
    videosChanged: TransactionPart,
  ): Promise<boolean> {
    return this.append('videos', profileId, [row], cap, videosChanged);
  }

  private append<T extends MediaTable>(
    table: T,
    profileId: string,
    rows: readonly NewMediaRow<T>[],
    cap: number,
    after: TransactionPart | null,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockProfile(trx, profileId);
      const existing = await trx
        .selectFrom(table as MediaTable)
        .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('position').as('last')])
        .where('talent_profile_id', '=', profileId)
        .executeTakeFirstOrThrow();
      if (Number(existing.n) + rows.length > cap) return false;
      let position = existing.last === null ? 0 : Number(existing.last) + 1;
      for (const row of rows) {
        await trx
          .insertInto(table as MediaTable)
          .values({ ...row, position: position++ } as Insertable<Database[MediaTable]>)
          .execute();
      }
      await after?.write(trx);
      return true;
    });
  }

  findPhoto(profileId: string, id: string): Promise<PhotoRow | undefined> {
    return this.find('photos', profileId, id);
  }

  findVideo(profileId: string, id: string): Promise<VideoRow | undefined> {
    return this.find('videos', profileId, id);
  }

  private find<T extends MediaTable>(
    table: T,
    profileId: string,
    id: string,
  ): Promise<MediaRow<T> | undefined> {
    return this.db
      .selectFrom(table as MediaTable)
      .selectAll()
      .where('talent_profile_id', '=', profileId)
      .where('id', '=', id)
      .executeTakeFirst() as Promise<MediaRow<T> | undefined>;
  }

  /** Deletes the photo and, in the same transaction, clears it as profile photo (`profilePhoto`). */
  async deletePhoto(profileId: string, id: string, profilePhoto: TransactionPart): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('photos')
        .where('talent_profile_id', '=', profileId)
        .where('id', '=', id)
        .execute();
      await profilePhoto.write(trx);
    });
  }

  async deleteVideo(profileId: string, id: string, videosChanged: TransactionPart): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('videos')
        .where('talent_profile_id', '=', profileId)
        .where('id', '=', id)
        .execute();
      await videosChanged.write(trx);
    });
  }

  async reorder(table: MediaTable, profileId: string, ids: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.lockProfile(trx, profileId);
      for (const [position, id] of ids.entries()) {
        await trx
          .updateTable(table)
          .set({ position })
          .where('talent_profile_id', '=', profileId)
          .where('id', '=', id)
          .execute();
      }
    });
  }

  /** Every storage key a row points at (startup cleanup keeps exactly these). */
  /** Every storage key of the photos and videos of these profiles (to remove the files after the rows). */
  async keysOf(profileIds: readonly string[]): Promise<string[]> {
    if (profileIds.length === 0) return [];
    const [photos, videos] = await Promise.all([
      this.db
        .selectFrom('photos')
        .select(['original_key', 'display_key', 'thumbnail_key'])
        .where('talent_profile_id', 'in', [...profileIds])
        .execute(),
      this.db
        .selectFrom('videos')
        .select(['original_key', 'thumbnail_key', 'source_key', 'poster_key'])
        .where('talent_profile_id', 'in', [...profileIds])
        .execute(),
    ]);
    return [...photos, ...videos].flatMap((row) =>
      Object.values(row).filter((key): key is string => key !== null),
    );
  }

  async allKeys(): Promise<Set<string>> {
    const [photos, videos] = await Promise.all([
      this.db.selectFrom('photos').select(['original_key', 'display_key', 'thumbnail_key']).execute(),
      this.db
        .selectFrom('videos')
        .select(['original_key', 'thumbnail_key', 'source_key', 'poster_key'])
        .execute(),
    ]);
    const keys = new Set<string>();
    for (const row of [...photos, ...videos])
      for (const key of Object.values(row)) if (key !== null) keys.add(key);
    return keys;
  }

  /**
   * Marks private (DESIGN §10) every photo and video of child profiles and of profiles whose owner is
   * born after `bornAfter` (under 18 today), then answers the storage keys of every private row and
   * the profile photos not yet stored as `stablePrefix` paths of profiles that have private photos.
   * Idempotent: the startup sweep.
   */
  async markMinorsMediaPrivate(bornAfter: string): Promise<void> {
    const minors = this.db
      .selectFrom('talent_profiles')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('child_id', 'is not', null),
          // The date part alone: a stored date of birth may carry a time.
          eb(eb.fn<string>('substr', ['date_of_birth', eb.val(1), eb.val(10)]), '>', bornAfter),
        ]),
      );
    for (const table of ['photos', 'videos'] as const) {
      await this.db
        .updateTable(table)
        .set({ private: 1 })
        .where('private', '=', 0)
        .where('talent_profile_id', 'in', minors)
        .execute();
    }
  }

  /** Every storage key of private photos and videos (startup: moved out of the public storage). */
  async privateKeys(): Promise<string[]> {
    const [photos, videos] = await Promise.all([
      this.db
        .selectFrom('photos')
        .select(['original_key', 'display_key', 'thumbnail_key'])
        .where('private', '=', 1)
        .execute(),
      this.db
        .selectFrom('videos')
        .select(['original_key', 'thumbnail_key', 'source_key', 'poster_key'])
        .where('private', '=', 1)
        .execute(),
    ]);
    return [...photos, ...videos].flatMap((row) =>
      Object.values(row).filter((key): key is string => key !== null),
    );
  }

  /**
   * Profile photos stored as a public URL (from before DESIGN §10, or the demo's) of profiles that
   * have private photos: the caller keeps those naming a private file.
   */
  profilePhotosNotIn(prefix: string): Promise<Array<{ id: string; profile_photo_url: string }>> {
    const withPrivate = this.db.selectFrom('photos').select('talent_profile_id').where('private', '=', 1);
    return this.db
      .selectFrom('talent_profiles')
      .select(['id', 'profile_photo_url'])
      .where('id', 'in', withPrivate)
      .where('profile_photo_url', 'is not', null)
      .where('profile_photo_url', 'not like', `${prefix}%`)
      .execute() as Promise<Array<{ id: string; profile_photo_url: string }>>;
  }

  /** The access log of children's files (DESIGN §10): who was given or read which file, when. */
  async logChildAccess(
    rows: ReadonlyArray<{
      profileId: string;
      key: string;
      viewerId: string | null;
      /** A presentation's viewer (whose links name no user), DESIGN §13. */
      presentationViewerId?: string | null;
      /** Who fetched it (a read through the private route): the request's address and User-Agent. */
      fetcher?: { ip: string; userAgent: string | null };
    }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const now = new Date().toISOString();
    await this.db
      .insertInto('child_media_access')
      .values(
        rows.map((row) => ({
          id: randomUUID(),
          talent_profile_id: row.profileId,
          storage_key: row.key,
          viewer_user_id: row.viewerId,
          presentation_viewer_id: row.presentationViewerId ?? null,
          accessed_at: now,
          client_ip: row.fetcher?.ip ?? null,
          user_agent: row.fetcher?.userAgent ?? null,
        })),
      )
      .execute();
  }

  /** A video by id alone (the conversion job, which has no caller). */
  findVideoById(id: string): Promise<VideoRow | undefined> {
    return this.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Videos by id, for the videos sent as self-tapes; only `profileId`'s when given. */
  videosByIds(ids: readonly string[], profileId?: string): Promise<VideoRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('videos')
      .selectAll()
      .where('id', 'in', [...ids]);
    if (profileId !== undefined) query = query.where('talent_profile_id', '=', profileId);
    return query.execute();
  }

  /**
   * A conversion's result, written only while the video is still PROCESSING (a deleted video stays
   * deleted; a repeated job finds it READY and changes nothing). False when nothing was written.
   */
  async finishConversion(
    id: string,
    result: Pick<VideoRow, 'original_key' | 'thumbnail_key' | 'poster_key' | 'duration' | 'source_key'>,
    videosChanged: TransactionPart,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('videos')
        .set({ ...result, processing_status: 'READY', processing_error: null })
        .where('id', '=', id)
        .where('processing_status', '=', 'PROCESSING')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await videosChanged.write(trx);
      return true;
    });
  }

  /**
   * Videos with no MP4 of the pipeline: READY without the poster every conversion makes (uploaded
   * before the pipeline, which migration 0014 made READY as they were, or stored as they came while
   * ffmpeg was missing), and PROCESSING ones (their job may be gone). Oldest first.
   */
  unconvertedVideos(): Promise<VideoRow[]> {
    return this.db
      .selectFrom('videos')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('processing_status', '=', 'PROCESSING'),
          eb.and([eb('processing_status', '=', 'READY'), eb('poster_key', 'is', null)]),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * A never-converted READY video back to PROCESSING: its stored file becomes the source and the MP4
   * gets `original_key`. False when it changed meanwhile (converted, deleted, queued by another run).
   */
  async startConversion(
    id: string,
    keys: Pick<VideoRow, 'source_key' | 'original_key'>,
    videosChanged: TransactionPart,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('videos')
        .set({ ...keys, processing_status: 'PROCESSING', processing_error: null })
        .where('id', '=', id)
        .where('processing_status', '=', 'READY')
        .where('poster_key', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await videosChanged.write(trx);
      return true;
    });
  }

  async failConversion(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('videos')
      .set({ processing_status: 'FAILED', processing_error: error })
      .where('id', '=', id)
      .where('processing_status', '=', 'PROCESSING')
      .execute();
  }
}
