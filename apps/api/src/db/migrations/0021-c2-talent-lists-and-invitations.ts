import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 32 (helper C2), DESIGN §11:
 * - `talent_lists`: a casting client's lists of talents kept across castings, one name per owner.
 * - `talent_list_members`: the profiles on a list, once each.
 * - `invitations`: a talent profile invited to a casting, once per (casting, profile), with where the
 *   talent is with it (INVITED → VIEWED → APPLIED | DECLINED). `invited_by_user_id` and `invited_at`
 *   carry the daily quota's count; `profile_id` the talent's own list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('talent_lists')
    .addColumn('id', 'text', primaryKey)
    .addColumn('owner_user_id', 'text', ownedBy('users.id'))
    .addColumn('name', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .addUniqueConstraint('talent_lists_name_unique', ['owner_user_id', 'name'])
    .execute();

  await db.schema
    .createTable('talent_list_members')
    .addColumn('list_id', 'text', ownedBy('talent_lists.id'))
    .addColumn('profile_id', 'text', ownedBy('talent_profiles.id'))
    .addColumn('added_at', 'text', required)
    .addPrimaryKeyConstraint('talent_list_members_pk', ['list_id', 'profile_id'])
    .execute();
  // A profile's deletion cascades here: without it each deletion would scan every list.
  await addIndex(db, 'talent_list_members_profile_idx', 'talent_list_members', ['profile_id']);

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('profile_id', 'text', ownedBy('talent_profiles.id'))
    .addColumn('invited_by_user_id', 'text', ownedBy('users.id'))
    .addColumn('message', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('decline_reason', 'text')
    .addColumn('invited_at', 'text', required)
    .addColumn('viewed_at', 'text')
    .addColumn('responded_at', 'text')
    .addUniqueConstraint('invitations_casting_profile_unique', ['casting_id', 'profile_id'])
    .execute();
  await addIndex(db, 'invitations_profile_idx', 'invitations', ['profile_id', 'invited_at']);
  await addIndex(db, 'invitations_inviter_idx', 'invitations', ['invited_by_user_id', 'invited_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('talent_list_members').execute();
  await db.schema.dropTable('talent_lists').execute();
}
