import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 35, DESIGN §14:
 * - `conversations`: one thread per application or invitation, between the casting's client and the
 *   talent's account (a child's guardian); `minor` when the talent is a child or under 18. `opened_side`
 *   and `opened_at` come with the first message (a new client's threads a day are counted by them);
 *   each side's last read and last notice (e-mail at most once per 15 minutes) are kept on the thread.
 * - `message_attachments`: a PDF/JPEG/PNG uploaded by its owner, then sent with at most one message.
 * - `messages`: SENT, HELD for an administrator, REJECTED or HIDDEN; the warnings it was flagged for.
 * - `reports`: of a casting, a message or a company, OPEN until an administrator acts.
 * - `users.suspended_at`: a suspended account cannot sign in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('application_id', 'text', (col) =>
      col.unique().references('applications.id').onDelete('cascade'),
    )
    .addColumn('invitation_id', 'text', (col) =>
      col.unique().references('invitations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'text', ownedBy('talent_profiles.id'))
    .addColumn('talent_user_id', 'text', ownedBy('users.id'))
    .addColumn('client_user_id', 'text', ownedBy('users.id'))
    .addColumn('minor', 'integer', required)
    .addColumn('opened_side', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('talent_read_at', 'text')
    .addColumn('client_read_at', 'text')
    .addColumn('talent_notified_at', 'text')
    .addColumn('client_notified_at', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'conversations_talent_idx', 'conversations', ['talent_user_id', 'last_message_at']);
  await addIndex(db, 'conversations_client_idx', 'conversations', ['client_user_id', 'last_message_at']);
  await addIndex(db, 'conversations_opened_idx', 'conversations', [
    'client_user_id',
    'opened_side',
    'opened_at',
  ]);
  await addIndex(db, 'conversations_casting_idx', 'conversations', ['casting_id']);

  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'text', primaryKey)
    .addColumn('owner_user_id', 'text', ownedBy('users.id'))
    .addColumn('file_name', 'text', required)
    .addColumn('content_type', 'text', required)
    .addColumn('size', 'integer', required)
    .addColumn('storage_key', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'message_attachments_owner_idx', 'message_attachments', ['owner_user_id']);

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', primaryKey)
    .addColumn('conversation_id', 'text', ownedBy('conversations.id'))
    .addColumn('sender_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('side', 'text', required)
    .addColumn('text', 'text', required)
    .addColumn('attachment_id', 'text', (col) =>
      col.unique().references('message_attachments.id').onDelete('set null'),
    )
    .addColumn('status', 'text', required)
    .addColumn('warnings', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('moderated_by_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('moderated_at', 'text')
    .execute();
  await addIndex(db, 'messages_conversation_idx', 'messages', ['conversation_id', 'created_at']);
  await addIndex(db, 'messages_status_idx', 'messages', ['status', 'created_at']);

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', primaryKey)
    .addColumn('reporter_user_id', 'text', ownedBy('users.id'))
    .addColumn('target_type', 'text', required)
    .addColumn('target_id', 'text', required)
    .addColumn('reason', 'text', required)
    .addColumn('details', 'text')
    .addColumn('status', 'text', required)
    .addColumn('action', 'text')
    .addColumn('note', 'text')
    .addColumn('resolved_by_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'reports_status_idx', 'reports', ['status', 'created_at']);
  await addIndex(db, 'reports_target_idx', 'reports', ['target_type', 'target_id']);

  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('message_attachments').execute();
  await db.schema.dropTable('conversations').execute();
}
