import { CHILD_FORBIDDEN_CATEGORIES, childProfileUpdateSchema } from '@talent/contract/children';
import { type ProfileUpdatePayload, TALENT_CATEGORIES, type TalentProfile } from '@talent/contract/profile';
import { changedProfileFields, type FieldErrors, type ProfileDraft, schemaErrors } from './profile-draft';

/** The categories a child's profile offers: all but ARTISTIC_NUDE (§6). */
export const CHILD_CATEGORIES = TALENT_CATEGORIES.filter(
  (category) => !(CHILD_FORBIDDEN_CATEGORIES as readonly string[]).includes(category),
);

/**
 * What Save sends for a child: only the changed fields (bust/waist/hips never for a boy), checked
 * with the contract's childProfileUpdateSchema (§6 restrictions) before anything is sent.
 */
export function childProfileChanges(
  draft: ProfileDraft,
  original: TalentProfile,
): { profile: ProfileUpdatePayload; errors: FieldErrors } {
  const changed = changedProfileFields(draft, original);
  const errors = schemaErrors(childProfileUpdateSchema.safeParse(changed.payload), changed.errors);
  return { profile: changed.payload, errors };
}
