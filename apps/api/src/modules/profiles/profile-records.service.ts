import { randomUUID } from 'node:crypto';
import type { Gender } from '@talent/contract/auth';
import type { Insertable } from 'kysely';
import type { TalentProfileChanges, TalentProfilesTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import type { ProfileOwner, ProfilesRepository } from './profiles.repository';

/** What a profile copies from its account (the user) or its child: names, phone, gender, birth date. */
export interface ProfileCopies {
  firstName?: string;
  lastName?: string;
  /** null clears it. */
  phone?: string | null;
  gender?: Gender | null;
  birthDate?: string | null;
}

/** Each copied field and its column on talent_profiles. */
const COPIED_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  gender: 'gender',
  birthDate: 'date_of_birth',
} as const satisfies Record<keyof ProfileCopies, keyof TalentProfileChanges>;

const copiedFields = Object.keys(COPIED_COLUMNS) as (keyof ProfileCopies)[];

/** The columns of the copies present (an undefined field is left as it is). */
function copiedColumns(copies: ProfileCopies): TalentProfileChanges {
  const columns: Record<string, unknown> = {};
  for (const field of copiedFields) {
    if (copies[field] !== undefined) columns[COPIED_COLUMNS[field]] = copies[field];
  }
  return columns as TalentProfileChanges;
}

/** The copied fields among a profile's column changes: what the account takes over from its own profile. */
export function copiesAmong(changes: TalentProfileChanges): ProfileCopies {
  const copies: Record<string, unknown> = {};
  for (const field of copiedFields) {
    if (changes[COPIED_COLUMNS[field]] !== undefined) copies[field] = changes[COPIED_COLUMNS[field]];
  }
  return copies as ProfileCopies;
}

const nothing: TransactionPart = { write: async () => {} };

/**
 * The writes of talent_profiles that commit inside another module's transaction (one owner per table,
 * DESIGN §16): a talent's own profile made with the account, a child's with the child, their copies
 * kept in step, erasure, and a deleted photo that was the profile photo. Built from the repository
 * alone, so the auth module, which the profiles service needs, can be given it.
 */
export class ProfileRecordsService {
  constructor(private readonly repository: ProfilesRepository) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<TalentProfilesTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  /** After a bulk of seeded rows (the directory benchmark): see settleAfterBulkInsert. */
  settleAfterBulkInsert(): Promise<void> {
    return this.repository.settleAfterBulkInsert();
  }

  /** A profile made with its user (sign-up) or child: the names, phone, gender and birth date copied. */
  created(owner: ProfileOwner, copies: Required<ProfileCopies>, now: string): TransactionPart {
    return {
      write: (trx) =>
        this.repository.insert(trx, {
          id: randomUUID(),
          user_id: owner.userId,
          child_id: owner.childId,
          first_name: copies.firstName,
          last_name: copies.lastName,
          phone: copies.phone,
          gender: copies.gender,
          date_of_birth: copies.birthDate,
          profile_photo_url: null,
          created_at: now,
          updated_at: now,
        }),
    };
  }

  /**
   * The copies follow their account's or child's change; `extra` columns change with them (a MALE
   * child keeps no bust, waist or hips). Nothing is written when nothing changes.
   */
  copiesChanged(
    owner: ProfileOwner,
    copies: ProfileCopies,
    now: string,
    extra: TalentProfileChanges = {},
  ): TransactionPart {
    const changes = { ...copiedColumns(copies), ...extra };
    if (Object.keys(changes).length === 0) return nothing;
    return { write: (trx) => this.repository.updateOf(trx, owner, changes, now) };
  }

  /** A child's profile, deleted with the child; skills, media rows and applications go by cascade. */
  deleted(owner: ProfileOwner): TransactionPart {
    return { write: (trx) => this.repository.deleteOf(trx, owner) };
  }

  /** Every profile of the user (their own and their children's), in the account's erasure. */
  erasure(userId: string): TransactionPart {
    return { write: (trx) => this.repository.deleteAllOf(trx, userId) };
  }

  /** A photo being deleted: the profile photo goes too when it was one of the photo's `urls`. */
  photoDeleted(profileId: string, urls: readonly string[]): TransactionPart {
    return {
      write: (trx) => this.repository.clearPhotoIfOneOf(trx, profileId, urls, new Date().toISOString()),
    };
  }

  /** A video of the profile was added, converted or removed: the directory's rank follows (decision 0024). */
  videosChanged(profileId: string): TransactionPart {
    return { write: (trx) => this.repository.videosChanged(trx, profileId) };
  }

  /** The startup sweep's move of a minor's profile photo to its private path (unless it changed meanwhile). */
  movePhotoUrl(profileId: string, from: string, to: string): Promise<void> {
    return this.repository.movePhotoUrl(profileId, from, to);
  }
}
