import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 34, DESIGN §13:
 * - `presentations`: a casting's picks at a link; only the SHA-256 of its token is kept (`token_hash`),
 *   and of its password an argon2id hash (as users' passwords); ACTIVE until `expires_at` or `revoked_at`.
 * - `presentation_talents`: the applications shown, in their order.
 * - `presentation_viewers`: each name given at the link, with the hash of the viewer token it got.
 * - `presentation_votes`: one vote (and comment) per viewer and talent.
 * - `presentation_plays`: how often and how long each viewer watched each video.
 * - `presentation_unlock_failures`: wrong passwords, counted per link over the last hour.
 * - `child_media_access.presentation_viewer_id`: a child's file read through a presentation names its
 *   viewer (such a link names no user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('presentations')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('created_by_user_id', 'text', ownedBy('users.id'))
    .addColumn('title', 'text', required)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('show_notes', 'integer', required)
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'presentations_casting_idx', 'presentations', ['casting_id', 'created_at']);
  await addIndex(db, 'presentations_creator_idx', 'presentations', ['created_by_user_id']);

  await db.schema
    .createTable('presentation_talents')
    .addColumn('presentation_id', 'text', ownedBy('presentations.id'))
    .addColumn('application_id', 'text', ownedBy('applications.id'))
    .addColumn('position', 'integer', required)
    .addPrimaryKeyConstraint('presentation_talents_pk', ['presentation_id', 'application_id'])
    .execute();
  await addIndex(db, 'presentation_talents_application_idx', 'presentation_talents', ['application_id']);

  await db.schema
    .createTable('presentation_viewers')
    .addColumn('id', 'text', primaryKey)
    .addColumn('presentation_id', 'text', ownedBy('presentations.id'))
    .addColumn('name', 'text', required)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', required)
    .addColumn('last_seen_at', 'text', required)
    .execute();
  await addIndex(db, 'presentation_viewers_presentation_idx', 'presentation_viewers', ['presentation_id']);

  await db.schema
    .createTable('presentation_votes')
    .addColumn('viewer_id', 'text', ownedBy('presentation_viewers.id'))
    .addColumn('application_id', 'text', ownedBy('applications.id'))
    .addColumn('vote', 'text', required)
    .addColumn('comment', 'text')
    .addColumn('voted_at', 'text', required)
    .addPrimaryKeyConstraint('presentation_votes_pk', ['viewer_id', 'application_id'])
    .execute();
  await addIndex(db, 'presentation_votes_application_idx', 'presentation_votes', ['application_id']);

  await db.schema
    .createTable('presentation_plays')
    .addColumn('viewer_id', 'text', ownedBy('presentation_viewers.id'))
    .addColumn('video_id', 'text', ownedBy('videos.id'))
    .addColumn('application_id', 'text', ownedBy('applications.id'))
    .addColumn('plays', 'integer', required)
    .addColumn('seconds', 'integer', required)
    .addColumn('last_played_at', 'text', required)
    .addPrimaryKeyConstraint('presentation_plays_pk', ['viewer_id', 'video_id'])
    .execute();
  await addIndex(db, 'presentation_plays_application_idx', 'presentation_plays', ['application_id']);
  await addIndex(db, 'presentation_plays_video_idx', 'presentation_plays', ['video_id']);

  await db.schema
    .createTable('presentation_unlock_failures')
    .addColumn('id', 'text', primaryKey)
    .addColumn('presentation_id', 'text', ownedBy('presentations.id'))
    .addColumn('failed_at', 'text', required)
    .execute();
  await addIndex(db, 'presentation_unlock_failures_idx', 'presentation_unlock_failures', [
    'presentation_id',
    'failed_at',
  ]);

  await db.schema
    .alterTable('child_media_access')
    .addColumn('presentation_viewer_id', 'text', (col) =>
      col.references('presentation_viewers.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('child_media_access').dropColumn('presentation_viewer_id').execute();
  await db.schema.dropTable('presentation_unlock_failures').execute();
  await db.schema.dropTable('presentation_plays').execute();
  await db.schema.dropTable('presentation_votes').execute();
  await db.schema.dropTable('presentation_viewers').execute();
  await db.schema.dropTable('presentation_talents').execute();
  await db.schema.dropTable('presentations').execute();
}
