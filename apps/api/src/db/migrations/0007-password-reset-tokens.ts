import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Password reset links (DESIGN §4). Only the SHA-256 of the token is stored, so a copy of the
 * database cannot be turned into working links. A token works once (used_at) until expires_at; the
 * user's deletion takes their tokens along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('requested_ip', 'text', required)
    .execute();
  await addIndex(db, 'password_reset_tokens_user_id_idx', 'password_reset_tokens', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
