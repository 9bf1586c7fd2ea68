import { randomUUID } from 'node:crypto';
import {
  type Child,
  type ChildCreate,
  type ChildUpdate,
  isChildId,
  MAX_CHILDREN_PER_GUARDIAN,
} from '@talent/contract/children';
import { CHILD_MESSAGES } from '@talent/contract/children-messages';
import type { Insertable } from 'kysely';
import type { ChildrenTable, TalentProfileChanges, TalentProfileRow } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { GuardianService } from '../guardian/guardian.service';
import type { MediaCleanupService } from '../media/media-cleanup.service';
import type { PhotosService } from '../media/photos.service';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { ChildChanges, ChildrenRepository, ChildWithProfileRow } from './children.repository';

export const childNotFound = () => new HttpError(404, 'CHILD_NOT_FOUND', CHILD_MESSAGES.notFound);

function toChildDto(row: ChildWithProfileRow): Child {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    // Stored as the calendar day; sent as that day at midnight UTC, like a profile's (DESIGN §4).
    dateOfBirth: `${row.date_of_birth}T00:00:00.000Z`,
    gender: row.gender,
    talentProfileId: row.talent_profile_id,
    profilePhotoUrl: row.profile_photo_url,
    discoverable: row.discoverable === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Children of a guardian (spec §2, §5, §6). Every method first asks for guardian mode (403
 * GUARDIAN_MODE_REQUIRED), then for a child of the caller: another guardian's child, an unknown
 * or a malformed id are all the same 404 CHILD_NOT_FOUND.
 */
export class ChildrenService {
  constructor(
    private readonly repository: ChildrenRepository,
    private readonly guardian: GuardianService,
    /** A child's profile photo comes signed for the guardian (DESIGN §10). */
    private readonly photos: Pick<PhotosService, 'viewUrl'>,
    private readonly media: Pick<MediaCleanupService, 'deleteProfilesWithMedia'>,
    /** A child's talent profile is the profiles module's, made, changed and deleted with the child. */
    private readonly profiles: Pick<ProfileRecordsService, 'created' | 'copiesChanged' | 'deleted'>,
  ) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<ChildrenTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  /** The child as its guardian gets it: the profile photo is a URL signed for them (DESIGN §10). */
  private async dto(row: ChildWithProfileRow, userId: string): Promise<Child> {
    const child = toChildDto(row);
    return {
      ...child,
      profilePhotoUrl: await this.photos.viewUrl(
        row.profile_photo_url,
        { id: row.talent_profile_id, child_id: row.id },
        userId,
      ),
    };
  }

  /**
   * 403 GUARDIAN_MODE_REQUIRED unless guardian mode is on: the routes ask it before reading the body,
   * so a caller without guardian mode is told so rather than about their payload.
   */
  assertGuardianMode(userId: string): Promise<void> {
    return this.guardian.assertEnabled(userId);
  }

  /** In the order they were added (oldest entry first). */
  async list(userId: string): Promise<Child[]> {
    await this.guardian.assertEnabled(userId);
    const rows = await this.repository.listOf(userId);
    return Promise.all(rows.map((row) => this.dto(row, userId)));
  }

  async get(userId: string, childId: string | undefined): Promise<Child> {
    return this.dto(await this.ownChild(userId, childId), userId);
  }

  /** The child and its talent profile (names, gender, date of birth copied) in one transaction. */
  async create(userId: string, payload: ChildCreate): Promise<Child> {
    await this.guardian.assertEnabled(userId);
    const now = new Date().toISOString();
    const child = {
      id: randomUUID(),
      guardian_user_id: userId,
      first_name: payload.firstName,
      last_name: payload.lastName,
      date_of_birth: payload.dateOfBirth,
      gender: payload.gender,
      created_at: now,
      updated_at: now,
    };
    const profile = this.profiles.created(
      { userId, childId: child.id },
      {
        firstName: payload.firstName,
        lastName: payload.lastName,
        phone: null,
        gender: payload.gender,
        birthDate: payload.dateOfBirth,
      },
      now,
    );
    if (!(await this.repository.create(child, profile, MAX_CHILDREN_PER_GUARDIAN))) {
      throw new HttpError(409, 'TOO_MANY_CHILDREN', CHILD_MESSAGES.tooManyChildren);
    }
    return this.get(userId, child.id);
  }

  /**
   * The rules apply to the fields sent (the schema); names, gender and date of birth are copied to
   * the child's profile. A MALE child's profile keeps no bust, waist or hips (spec §5).
   */
  async update(userId: string, childId: string | undefined, payload: ChildUpdate): Promise<Child> {
    const child = await this.ownChild(userId, childId);
    const changes: ChildChanges = {};
    if (payload.firstName !== undefined) changes.first_name = payload.firstName;
    if (payload.lastName !== undefined) changes.last_name = payload.lastName;
    if (payload.dateOfBirth !== undefined) changes.date_of_birth = payload.dateOfBirth;
    if (payload.gender !== undefined) changes.gender = payload.gender;
    if (Object.keys(changes).length === 0 && payload.discoverable === undefined)
      return this.dto(child, userId);
    const extra: TalentProfileChanges =
      (payload.gender ?? child.gender) === 'MALE' ? { bust: null, waist: null, hips: null } : {};
    // The guardian's switch for the studio's directory lives on the child's profile (DESIGN §11).
    if (payload.discoverable !== undefined) extra.discoverable = payload.discoverable ? 1 : 0;
    const now = new Date().toISOString();
    const profile = this.profiles.copiesChanged(
      { userId, childId: child.id },
      {
        firstName: payload.firstName,
        lastName: payload.lastName,
        birthDate: payload.dateOfBirth,
        gender: payload.gender,
      },
      now,
      extra,
    );
    await this.repository.update(child, changes, profile, now);
    return this.get(userId, child.id);
  }

  /**
   * The child, its profile, skills, photos, videos and applications, and the media files (removed
   * after the rows are gone; a file that cannot be removed is logged, not an error).
   */
  async delete(userId: string, childId: string | undefined): Promise<void> {
    const child = await this.ownChild(userId, childId);
    const profile = this.profiles.deleted({ userId, childId: child.id });
    await this.media.deleteProfilesWithMedia([child.talent_profile_id], () =>
      this.repository.delete(child, profile),
    );
  }

  /** The guardian's children, inside the account module's erasure (their profiles are the profiles module's). */
  erasure(userId: string): TransactionPart {
    return { write: (trx) => this.repository.deleteAllOf(trx, userId) };
  }

  /**
   * The one check for the routes that name a child (child profile and its media): guardian mode on
   * and the caller's own child, answering the child's talent profile row.
   */
  async childProfile(userId: string, childId: string | undefined): Promise<TalentProfileRow> {
    const child = await this.ownChild(userId, childId);
    const profile = await this.repository.findProfile(userId, child.id);
    if (!profile) throw childNotFound();
    return profile;
  }

  private async ownChild(userId: string, childId: string | undefined): Promise<ChildWithProfileRow> {
    await this.guardian.assertEnabled(userId);
    // A malformed id cannot be anyone's child: 404 without asking the database.
    if (!isChildId(childId)) throw childNotFound();
    const child = await this.repository.findOf(userId, childId);
    if (!child) throw childNotFound();
    return child;
  }
}
