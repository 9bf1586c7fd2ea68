import type { PresentationVote } from '@talent/contract/presentations';
import type { Insertable, Selectable } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type {
  PresentationPlaysTable,
  PresentationsTable,
  PresentationTalentsTable,
  PresentationViewersTable,
  PresentationVotesTable,
} from '../../db/schema';

export type PresentationRow = Selectable<PresentationsTable>;
export type ViewerRow = Selectable<PresentationViewersTable>;
export type PresentationListRow = PresentationRow & { talent_count: number; viewer_count: number };

/** A vote with who gave it, in which presentation. */
export interface VoteRow {
  presentation_id: string;
  presentation_title: string;
  viewer_id: string;
  viewer_name: string;
  application_id: string;
  vote: PresentationVote;
  comment: string | null;
  voted_at: string;
}

/** A viewer's watching of one video, with the video's title. */
export interface PlayRow {
  presentation_id: string;
  viewer_id: string;
  viewer_name: string;
  application_id: string;
  video_id: string;
  video_title: string | null;
  plays: number;
  seconds: number;
  last_played_at: string;
}

/** The presentations tables (DESIGN §13, migration 0027): only this module writes them. */
export class PresentationsRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: Insertable<PresentationsTable>, applicationIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('presentations').values(row).execute();
      await insertInChunks(
        trx,
        'presentation_talents',
        applicationIds.map((applicationId, position) => ({
          presentation_id: row.id,
          application_id: applicationId,
          position,
        })),
      );
    });
  }

  /** The demo seed's rows, in the seed's transaction. */
  async insertRows(
    trx: AppDatabase,
    rows: {
      presentations: readonly Insertable<PresentationsTable>[];
      talents: readonly Insertable<PresentationTalentsTable>[];
      viewers: readonly Insertable<PresentationViewersTable>[];
      votes: readonly Insertable<PresentationVotesTable>[];
      plays: readonly Insertable<PresentationPlaysTable>[];
    },
  ): Promise<void> {
    await insertInChunks(trx, 'presentations', rows.presentations);
    await insertInChunks(trx, 'presentation_talents', rows.talents);
    await insertInChunks(trx, 'presentation_viewers', rows.viewers);
    await insertInChunks(trx, 'presentation_votes', rows.votes);
    await insertInChunks(trx, 'presentation_plays', rows.plays);
  }

  private withCounts() {
    return this.db
      .selectFrom('presentations as p')
      .selectAll('p')
      .select((eb) => [
        eb
          .selectFrom('presentation_talents as t')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('t.presentation_id', '=', 'p.id')
          .as('talent_count'),
        eb
          .selectFrom('presentation_viewers as v')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('v.presentation_id', '=', 'p.id')
          .as('viewer_count'),
      ]);
  }

  private static counted(row: PresentationRow & { talent_count: unknown; viewer_count: unknown }) {
    return {
      ...row,
      talent_count: Number(row.talent_count ?? 0),
      viewer_count: Number(row.viewer_count ?? 0),
    };
  }

  async find(id: string): Promise<PresentationListRow | undefined> {
    const row = await this.withCounts().where('p.id', '=', id).executeTakeFirst();
    return row ? PresentationsRepository.counted(row) : undefined;
  }

  async listOfCasting(castingId: string): Promise<PresentationListRow[]> {
    const rows = await this.withCounts()
      .where('p.casting_id', '=', castingId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute();
    return rows.map(PresentationsRepository.counted);
  }

  findByTokenHash(tokenHash: string): Promise<PresentationRow | undefined> {
    return this.db
      .selectFrom('presentations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async update(id: string, changes: { expires_at?: string; revoked_at?: string }): Promise<void> {
    await this.db.updateTable('presentations').set(changes).where('id', '=', id).execute();
  }

  /** The presentation's applications, in their order. */
  async applicationIdsOf(presentationId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('presentation_talents')
      .select('application_id')
      .where('presentation_id', '=', presentationId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.application_id);
  }

  /** Which of `ids` are applications to `castingId`. */
  async applicationsOfCasting(castingId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('applications')
      .select('id')
      .where('casting_id', '=', castingId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The applications to `castingId` of these profiles, in the profiles' order. */
  async applicationsOfProfiles(castingId: string, profileIds: readonly string[]): Promise<string[]> {
    if (profileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('applications')
      .select(['id', 'talent_profile_id'])
      .where('casting_id', '=', castingId)
      .where('talent_profile_id', 'in', profileIds)
      .execute();
    const byProfile = new Map(rows.map((row) => [row.talent_profile_id, row.id]));
    return profileIds.flatMap((profileId) => byProfile.get(profileId) ?? []);
  }

  /** The presented application the video belongs to (a video of its profile), if any. */
  async applicationOfVideo(presentationId: string, videoId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('presentation_talents as t')
      .innerJoin('applications as a', 'a.id', 't.application_id')
      .innerJoin('videos as v', 'v.talent_profile_id', 'a.talent_profile_id')
      .select('t.application_id')
      .where('t.presentation_id', '=', presentationId)
      .where('v.id', '=', videoId)
      .executeTakeFirst();
    return row?.application_id;
  }

  async isPresented(presentationId: string, applicationId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('presentation_talents')
      .select('application_id')
      .where('presentation_id', '=', presentationId)
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    return row !== undefined;
  }

  // ——— viewers ———

  async insertViewer(row: Insertable<PresentationViewersTable>): Promise<void> {
    await this.db.insertInto('presentation_viewers').values(row).execute();
  }

  findViewer(tokenHash: string): Promise<ViewerRow | undefined> {
    return this.db
      .selectFrom('presentation_viewers')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** A viewer with its presentation's state, for a check of a media link. */
  viewerWithPresentation(
    viewerId: string,
  ): Promise<{ expires_at: string; revoked_at: string | null } | undefined> {
    return this.db
      .selectFrom('presentation_viewers as v')
      .innerJoin('presentations as p', 'p.id', 'v.presentation_id')
      .select(['p.expires_at', 'p.revoked_at'])
      .where('v.id', '=', viewerId)
      .executeTakeFirst();
  }

  async touchViewer(id: string, now: string): Promise<void> {
    await this.db
      .updateTable('presentation_viewers')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .execute();
  }

  viewersOf(presentationId: string): Promise<ViewerRow[]> {
    return this.db
      .selectFrom('presentation_viewers')
      .selectAll()
      .where('presentation_id', '=', presentationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  // ——— wrong passwords ———

  async failuresSince(
    presentationId: string,
    since: string,
  ): Promise<{ count: number; oldest: string | null }> {
    const row = await this.db
      .selectFrom('presentation_unlock_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('failed_at').as('oldest')])
      .where('presentation_id', '=', presentationId)
      .where('failed_at', '>', since)
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
  }

  /** One more wrong password; those older than `before` are forgotten on the way. */
  async recordFailure(id: string, presentationId: string, now: string, before: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('presentation_unlock_failures')
        .where('presentation_id', '=', presentationId)
        .where('failed_at', '<=', before)
        .execute();
      await trx
        .insertInto('presentation_unlock_failures')
        .values({ id, presentation_id: presentationId, failed_at: now })
        .execute();
    });
  }

  // ——— votes and plays ———

  async upsertVote(row: Insertable<PresentationVotesTable>): Promise<void> {
    await this.db
      .insertInto('presentation_votes')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['viewer_id', 'application_id'])
          .doUpdateSet({ vote: row.vote, comment: row.comment ?? null, voted_at: row.voted_at }),
      )
      .execute();
  }

  async addPlay(row: {
    viewer_id: string;
    video_id: string;
    application_id: string;
    started: boolean;
    seconds: number;
    now: string;
  }): Promise<void> {
    const plays = row.started ? 1 : 0;
    await this.db
      .insertInto('presentation_plays')
      .values({
        viewer_id: row.viewer_id,
        video_id: row.video_id,
        application_id: row.application_id,
        plays,
        seconds: row.seconds,
        last_played_at: row.now,
      })
      .onConflict((conflict) =>
        conflict.columns(['viewer_id', 'video_id']).doUpdateSet((eb) => ({
          plays: eb('presentation_plays.plays', '+', plays),
          seconds: eb('presentation_plays.seconds', '+', row.seconds),
          last_played_at: row.now,
        })),
      )
      .execute();
  }

  /** Votes of a presentation, or of every presentation of a casting. */
  votes(scope: { presentationId: string } | { castingId: string }): Promise<VoteRow[]> {
    let query = this.db
      .selectFrom('presentation_votes as o')
      .innerJoin('presentation_viewers as v', 'v.id', 'o.viewer_id')
      .innerJoin('presentations as p', 'p.id', 'v.presentation_id')
      .select([
        'p.id as presentation_id',
        'p.title as presentation_title',
        'v.id as viewer_id',
        'v.name as viewer_name',
        'o.application_id',
        'o.vote',
        'o.comment',
        'o.voted_at',
      ]);
    query =
      'presentationId' in scope
        ? query.where('p.id', '=', scope.presentationId)
        : query.where('p.casting_id', '=', scope.castingId);
    return query.orderBy('o.voted_at').orderBy('v.id').execute();
  }

  plays(scope: { presentationId: string } | { castingId: string }): Promise<PlayRow[]> {
    let query = this.db
      .selectFrom('presentation_plays as w')
      .innerJoin('presentation_viewers as v', 'v.id', 'w.viewer_id')
      .innerJoin('presentations as p', 'p.id', 'v.presentation_id')
      .innerJoin('videos as vid', 'vid.id', 'w.video_id')
      .select([
        'p.id as presentation_id',
        'v.id as viewer_id',
        'v.name as viewer_name',
        'w.application_id',
        'w.video_id',
        'vid.title as video_title',
        'w.plays',
        'w.seconds',
        'w.last_played_at',
      ]);
    query =
      'presentationId' in scope
        ? query.where('p.id', '=', scope.presentationId)
        : query.where('p.casting_id', '=', scope.castingId);
    return query.orderBy('w.last_played_at').orderBy('v.id').execute();
  }

  /** This viewer's votes, by application. */
  async votesOfViewer(
    viewerId: string,
  ): Promise<Map<string, { vote: PresentationVote; comment: string | null }>> {
    const rows = await this.db
      .selectFrom('presentation_votes')
      .select(['application_id', 'vote', 'comment'])
      .where('viewer_id', '=', viewerId)
      .execute();
    return new Map(rows.map((row) => [row.application_id, { vote: row.vote, comment: row.comment }]));
  }
}
