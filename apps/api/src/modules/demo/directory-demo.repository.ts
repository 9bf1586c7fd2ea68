import type { Insertable, Selectable } from 'kysely';
import type {
  InvitationsTable,
  TalentListMembersTable,
  TalentListsTable,
  VideosTable,
} from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

/** A skill row: id, talent_profile_id, created_at and the kind's fields (the skills module's tables). */
export type AnySkillRow = Record<string, string | null>;

/** The kinds of skill rows the demo's directory talents have. */
export type DemoSkillKind = 'language' | 'dance' | 'instrument' | 'sport' | 'riding';

/**
 * The owners of what the demo adds for the studio's research (issue 32): as the rest of the demo, no
 * table is written here; each owner's service writes its rows inside the seed's transaction (DESIGN §16).
 */
export interface DemoResearchOwners {
  skills: { seedRows(kind: DemoSkillKind, rows: readonly AnySkillRow[]): TransactionPart };
  talentLists: {
    seedRows(
      lists: readonly Selectable<TalentListsTable>[],
      members: readonly Selectable<TalentListMembersTable>[],
    ): TransactionPart;
  };
  invitations: { seedRows(rows: readonly Insertable<InvitationsTable>[]): TransactionPart };
  videos: { seedRows(rows: readonly Insertable<VideosTable>[]): TransactionPart };
}

/** What the demo seed adds for the studio's research: skills, showreels, the director's lists, invitations. */
export interface DemoResearchData {
  skills: { kind: DemoSkillKind; rows: AnySkillRow[] }[];
  lists: Selectable<TalentListsTable>[];
  members: Selectable<TalentListMembersTable>[];
  invitations: Insertable<InvitationsTable>[];
  /** Showreels of some directory talents, READY (the "has video" filter and the rank). */
  videos: Insertable<VideosTable>[];
}

/** The research rows, in order (after the profiles and castings they point to). */
export function researchParts(owners: DemoResearchOwners, data: DemoResearchData): TransactionPart[] {
  return [
    ...data.skills.map(({ kind, rows }) => owners.skills.seedRows(kind, rows)),
    owners.videos.seedRows(data.videos),
    owners.talentLists.seedRows(data.lists, data.members),
    owners.invitations.seedRows(data.invitations),
  ];
}
