import { randomUUID } from 'node:crypto';
import { ageOn, romanianToday } from '@talent/contract/dates';
import {
  TALENT_LIST_MEMBERS_MAX,
  TALENT_LIST_MESSAGES,
  TALENT_LISTS_MAX,
  type TalentList,
  type TalentListDetail,
  type TalentListMember,
} from '@talent/contract/talent-lists';
import type { Selectable } from 'kysely';
import type { TalentListMembersTable, TalentListsTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { StaffActor } from '../auth/auth.service';
import type { ClientsService } from '../clients/clients.service';
import { isMinorProfile } from '../media/minor-profile';
import type { PhotosService } from '../media/photos.service';
import {
  DuplicateListNameError,
  type TalentListMemberRow,
  type TalentListRow,
  type TalentListsRepository,
} from './talent-lists.repository';

const listNotFound = () => new HttpError(404, 'TALENT_LIST_NOT_FOUND', TALENT_LIST_MESSAGES.notFound);
const duplicateName = () =>
  new HttpError(400, 'VALIDATION_ERROR', TALENT_LIST_MESSAGES.duplicateName, {
    name: TALENT_LIST_MESSAGES.duplicateName,
  });

const toList = (row: TalentListRow): TalentList => ({
  id: row.id,
  name: row.name,
  memberCount: row.member_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A child, or anyone under 18 today: first name only, and no photo on a list (see toMember). */
function memberOf(row: TalentListMemberRow, today: string): TalentListMember {
  const age = row.date_of_birth ? ageOn(row.date_of_birth.slice(0, 10), today) : null;
  const isMinor = isMinorProfile({ ...row, id: row.profile_id }, today);
  return {
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: isMinor ? null : row.last_name,
    age,
    city: row.residence_city,
    isMinor,
    photoUrl: null,
    addedAt: row.added_at,
  };
}

export interface TalentListsDeps {
  repository: TalentListsRepository;
  /** VERIFIED clients and ADMIN only (DESIGN §11). */
  clients: Pick<ClientsService, 'assertMayFindTalent'>;
  photos: Pick<PhotosService, 'profilePhotos'>;
}

/**
 * A casting client's talent lists (DESIGN §11, issue 32 point 4). Each list is its owner's alone: any
 * other caller, an ADMIN included, gets 404 as for a list that does not exist.
 */
export class TalentListsService {
  constructor(private readonly deps: TalentListsDeps) {}

  /** The demo seed's lists and members, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(
    lists: readonly Selectable<TalentListsTable>[],
    members: readonly Selectable<TalentListMembersTable>[],
  ): TransactionPart {
    return { write: (trx) => this.deps.repository.insertRows(trx, lists, members) };
  }

  private async ownList(actor: StaffActor, id: string): Promise<TalentListRow> {
    await this.deps.clients.assertMayFindTalent(actor);
    const row = actor.userId ? await this.deps.repository.findOwn(actor.userId, id) : undefined;
    if (!row) throw listNotFound();
    return row;
  }

  private owner(actor: StaffActor): string {
    if (!actor.userId) throw listNotFound();
    return actor.userId;
  }

  async list(actor: StaffActor): Promise<TalentList[]> {
    await this.deps.clients.assertMayFindTalent(actor);
    return (await this.deps.repository.listOf(this.owner(actor))).map(toList);
  }

  async create(actor: StaffActor, name: string): Promise<TalentList> {
    await this.deps.clients.assertMayFindTalent(actor);
    const owner = this.owner(actor);
    if ((await this.deps.repository.countOf(owner)) >= TALENT_LISTS_MAX) {
      throw new HttpError(409, 'TALENT_LIST_LIMIT', TALENT_LIST_MESSAGES.tooManyLists);
    }
    const now = new Date().toISOString();
    const row = { id: randomUUID(), owner_user_id: owner, name, created_at: now, updated_at: now };
    try {
      await this.deps.repository.insert(row);
    } catch (error) {
      if (error instanceof DuplicateListNameError) throw duplicateName();
      throw error;
    }
    return toList({ ...row, member_count: 0 });
  }

  /** The list with its talents; an adult's photo as the directory shows it, a minor's none. */
  async detail(actor: StaffActor, id: string): Promise<TalentListDetail> {
    const row = await this.ownList(actor, id);
    const today = romanianToday();
    const rows = await this.deps.repository.membersOf(row.id);
    const members = rows.map((member) => memberOf(member, today));
    // A child's photo is shown only where DESIGN §10 lets it be (an application, the directory's
    // signed URL): a list alone is no such place, so a minor's card has none.
    const photos = await this.deps.photos.profilePhotos(
      rows.map((member, index) => ({
        id: member.profile_id,
        child_id: member.child_id,
        photoUrl: members[index]?.isMinor ? null : member.profile_photo_url,
      })),
      actor.userId,
    );
    for (const member of members) member.photoUrl = photos.get(member.profileId)?.thumbnailUrl ?? null;
    return { ...toList(row), members };
  }

  async rename(actor: StaffActor, id: string, name: string): Promise<TalentList> {
    const row = await this.ownList(actor, id);
    const now = new Date().toISOString();
    try {
      if (!(await this.deps.repository.rename(row.owner_user_id, row.id, name, now))) throw listNotFound();
    } catch (error) {
      if (error instanceof DuplicateListNameError) throw duplicateName();
      throw error;
    }
    return toList({ ...row, name, updated_at: now });
  }

  async remove(actor: StaffActor, id: string): Promise<void> {
    const row = await this.ownList(actor, id);
    if (!(await this.deps.repository.deleteOwn(row.owner_user_id, row.id))) throw listNotFound();
  }

  /** PUT: the talent is on the list afterwards, however many times it is sent. */
  async addMember(actor: StaffActor, id: string, profileId: string): Promise<TalentListDetail> {
    const row = await this.ownList(actor, id);
    if (!(await this.deps.repository.profileExists(profileId))) {
      throw new HttpError(404, 'PROFILE_NOT_FOUND', TALENT_LIST_MESSAGES.profileNotFound);
    }
    if (row.member_count >= TALENT_LIST_MEMBERS_MAX) {
      throw new HttpError(409, 'TALENT_LIST_FULL', TALENT_LIST_MESSAGES.listFull);
    }
    await this.deps.repository.addMember(row.id, profileId, new Date().toISOString());
    return this.detail(actor, id);
  }

  /** DELETE: 404 when the talent was not on the list. */
  async removeMember(actor: StaffActor, id: string, profileId: string): Promise<void> {
    const row = await this.ownList(actor, id);
    if (!(await this.deps.repository.removeMember(row.id, profileId, new Date().toISOString()))) {
      throw new HttpError(404, 'PROFILE_NOT_FOUND', TALENT_LIST_MESSAGES.profileNotFound);
    }
  }
}
