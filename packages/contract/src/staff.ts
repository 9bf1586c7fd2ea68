import { z } from 'zod';
import { ageRangeSchema, castingUpdateSchema } from './castings';

/**
 * What the operator (staff) side of the API shares: CLIENT and ADMIN accounts sign in at
 * /api/staff/auth/login and manage castings and applications; talents are refused there, just as
 * staff are refused by the talent portal.
 */
export const STAFF_ROLES = ['CLIENT', 'ADMIN'] as const;

export const ONLY_STAFF_MESSAGE =
  'Only casting staff accounts (CLIENT or ADMIN) can use this. Talents sign in to the Talent Portal.';

/**
 * PATCH /castings/{id}. castingUpdateSchema inherits `ageRanges`' default of [] from the create
 * schema, so a body without `ageRanges` would clear them; here a missing field stays missing and only
 * the fields sent are changed.
 */
export const castingPatchSchema = castingUpdateSchema.extend({
  ageRanges: z.array(ageRangeSchema).max(10).optional(),
});
export type CastingPatchPayload = z.infer<typeof castingPatchSchema>;
