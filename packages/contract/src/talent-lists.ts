import { z } from 'zod';

/**
 * Talent lists (DESIGN §11, issue 32 point 4): a casting client's own lists of talents, kept across
 * castings ("Blonde dancers, Cluj"), filled from the directory or from a casting's applicants.
 */

export const TALENT_LIST_NAME_MAX = 80;
/** Lists a client may keep, and talents a list may hold: a working set, not an archive. */
export const TALENT_LISTS_MAX = 100;
export const TALENT_LIST_MEMBERS_MAX = 500;

export const TALENT_LIST_MESSAGES = {
  nameRequired: 'Give the list a name',
  nameTooLong: `The name can have at most ${TALENT_LIST_NAME_MAX} characters`,
  duplicateName: 'You already have a list with this name',
  notFound: 'Talent list not found',
  profileNotFound: 'Talent profile not found',
  tooManyLists: `You can keep at most ${TALENT_LISTS_MAX} talent lists. Delete one to make another.`,
  listFull: `A list can hold at most ${TALENT_LIST_MEMBERS_MAX} talents. Remove some, or start another list.`,
} as const;

/** POST /api/studio/talent-lists and PATCH /api/studio/talent-lists/{id}: the one payload, a name. */
export const talentListNameSchema = z.strictObject({
  name: z
    .string({ error: TALENT_LIST_MESSAGES.nameRequired })
    .trim()
    .min(1, TALENT_LIST_MESSAGES.nameRequired)
    .max(TALENT_LIST_NAME_MAX, TALENT_LIST_MESSAGES.nameTooLong),
});
export type TalentListNamePayload = z.infer<typeof talentListNameSchema>;

export const talentListSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TalentList = z.infer<typeof talentListSchema>;
export const talentListsSchema = z.object({ data: z.array(talentListSchema) });

/** A talent on a list, as a card shows it: a child by first name only, never contact details. */
export const talentListMemberSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  /** Null for a child (DESIGN §10). */
  lastName: z.string().nullable(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  isMinor: z.boolean(),
  /** A child's comes signed and expiring (DESIGN §10). */
  photoUrl: z.string().nullable(),
  addedAt: z.string().meta({ format: 'date-time' }),
});
export type TalentListMember = z.infer<typeof talentListMemberSchema>;

/** GET /api/studio/talent-lists/{id}: the list with its talents, the latest added first. */
export const talentListDetailSchema = talentListSchema.extend({ members: z.array(talentListMemberSchema) });
export type TalentListDetail = z.infer<typeof talentListDetailSchema>;
