import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 33, DESIGN §12:
 * - `audition_sessions`: a casting's audition or callback on one day, its Bucharest clock times as
 *   given (`date`, `start_time`, `end_time`) and the instants they are (`starts_at`, `ends_at`, UTC),
 *   cut into slots; `sequence` is raised on every change a calendar must hear of, and on cancel.
 * - `auditions`: an application invited to a session, once per (session, application); `slot_start`
 *   is its slot's instant (null while it waits for one); `sequence` is its own calendar file's.
 * - `casting_sides`: the PDF a casting's talents read at the audition (one per casting, private storage).
 * - `sides_downloads`: every download of the sides, by whom, for which audition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audition_sessions')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('round', 'text', required)
    .addColumn('kind', 'text', required)
    .addColumn('date', 'text', required)
    .addColumn('start_time', 'text', required)
    .addColumn('end_time', 'text', required)
    .addColumn('starts_at', 'text', required)
    .addColumn('ends_at', 'text', required)
    .addColumn('slot_minutes', 'integer', required)
    .addColumn('capacity_per_slot', 'integer', required)
    .addColumn('place', 'text')
    .addColumn('meeting_url', 'text')
    .addColumn('instructions', 'text')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await addIndex(db, 'audition_sessions_casting_idx', 'audition_sessions', ['casting_id', 'starts_at']);

  await db.schema
    .createTable('auditions')
    .addColumn('id', 'text', primaryKey)
    .addColumn('session_id', 'text', ownedBy('audition_sessions.id'))
    .addColumn('application_id', 'text', ownedBy('applications.id'))
    .addColumn('status', 'text', required)
    .addColumn('slot_start', 'text')
    .addColumn('note', 'text')
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('invited_at', 'text', required)
    .addColumn('responded_at', 'text')
    .addColumn('checked_in_at', 'text')
    .addUniqueConstraint('auditions_session_application_unique', ['session_id', 'application_id'])
    .execute();
  // Seats of a slot are counted by (session, slot, status); reminders are swept by (status, slot).
  await addIndex(db, 'auditions_seats_idx', 'auditions', ['session_id', 'slot_start', 'status']);
  await addIndex(db, 'auditions_due_idx', 'auditions', ['status', 'slot_start']);
  // An application's deletion cascades here, and a talent's list reads by application.
  await addIndex(db, 'auditions_application_idx', 'auditions', ['application_id']);

  await db.schema
    .createTable('casting_sides')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', (col) =>
      col.notNull().unique().references('castings.id').onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', required)
    .addColumn('file_name', 'text', required)
    .addColumn('size_bytes', 'integer', required)
    .addColumn('pages', 'integer', required)
    .addColumn('uploaded_by_user_id', 'text', ownedBy('users.id'))
    .addColumn('uploaded_at', 'text', required)
    .execute();

  await db.schema
    .createTable('sides_downloads')
    .addColumn('id', 'text', primaryKey)
    .addColumn('sides_id', 'text', ownedBy('casting_sides.id'))
    .addColumn('audition_id', 'text', ownedBy('auditions.id'))
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('downloaded_at', 'text', required)
    .execute();
  await addIndex(db, 'sides_downloads_audition_idx', 'sides_downloads', ['audition_id', 'downloaded_at']);
  await addIndex(db, 'sides_downloads_sides_idx', 'sides_downloads', ['sides_id']);
  await addIndex(db, 'sides_downloads_user_idx', 'sides_downloads', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sides_downloads').execute();
  await db.schema.dropTable('casting_sides').execute();
  await db.schema.dropTable('auditions').execute();
  await db.schema.dropTable('audition_sessions').execute();
}
