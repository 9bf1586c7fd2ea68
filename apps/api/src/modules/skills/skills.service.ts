import { API_MESSAGES } from '@talent/contract/api-messages';
import type { SkillCreatePayload, SkillItem, SkillKind, SkillUpdatePayload } from '@talent/contract/skills';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { ProfilesService } from '../profiles/profiles.service';
import { type AnySkillRow, type SkillsRepository, searchedName } from './skills.repository';

const skillNotFound = () => new HttpError(404, 'SKILL_NOT_FOUND', API_MESSAGES.skillNotFound);

/** Skill items of talent profiles; who may edit which profile is ProfilesService.editableProfile's call. */
export class SkillsService {
  constructor(
    private readonly repository: SkillsRepository,
    private readonly profiles: ProfilesService,
  ) {}

  async create<K extends SkillKind>(
    userId: string,
    kind: K,
    payload: SkillCreatePayload<K>,
  ): Promise<SkillItem<K>> {
    const profile = await this.profiles.editableProfile(userId, payload.talentProfileId);
    return this.repository.create(kind, profile.id, payload, this.profiles.skillsChanged(profile.id));
  }

  async update<K extends SkillKind>(
    userId: string,
    kind: K,
    id: string,
    payload: SkillUpdatePayload<K>,
  ): Promise<SkillItem<K>> {
    const profileId = await this.editableSkill(userId, kind, id);
    return this.repository.update(kind, id, payload, this.profiles.skillsChanged(profileId));
  }

  /** The demo seed's rows of one kind, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(kind: SkillKind, rows: readonly AnySkillRow[]): TransactionPart {
    // The searched names' words go with them (the profiles module's table, decision 0024).
    const words = this.profiles.skillsSeeded(
      rows.flatMap((row) => {
        const name = searchedName(kind, row);
        return name ? [{ profileId: String(row.talent_profile_id), name }] : [];
      }),
    );
    return {
      write: async (trx) => {
        await this.repository.insertRows(trx, kind, rows);
        await words.write(trx);
      },
    };
  }

  async delete(userId: string, kind: SkillKind, id: string): Promise<void> {
    const profileId = await this.editableSkill(userId, kind, id);
    await this.repository.delete(kind, id, this.profiles.skillsChanged(profileId));
  }

  /** Somebody else's item is 404 like a missing one: its existence is not revealed. Its profile's id. */
  private async editableSkill(userId: string, kind: SkillKind, id: string): Promise<string> {
    const stored = await this.repository.find(kind, id);
    if (!stored) throw skillNotFound();
    try {
      await this.profiles.editableProfile(userId, stored.talentProfileId);
      return stored.talentProfileId;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw skillNotFound();
      throw error;
    }
  }
}
