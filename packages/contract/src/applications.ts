import { z } from 'zod';
import { APPLICATION_MESSAGE_MAX, APPLICATION_MESSAGES } from './application-messages';
import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveApplication,
} from './application-statuses';
import { castingSchema } from './castings';

export {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveApplication,
};

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'Unknown application status' });

export const applicationCreateSchema = z.strictObject({
  castingId: z
    .string({ error: APPLICATION_MESSAGES.castingRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.castingRequired)
    .max(100),
  talentProfileId: z
    .string({ error: APPLICATION_MESSAGES.profileRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.profileRequired)
    .max(100),
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX, APPLICATION_MESSAGES.messageTooLong).optional(),
});
export type ApplicationCreatePayload = z.infer<typeof applicationCreateSchema>;

/** A status move by the casting's people, with an optional message the talent reads on the timeline. */
export const applicationStatusChangeSchema = z.strictObject({
  status: applicationStatusSchema,
  message: z.string().trim().max(APPLICATION_MESSAGE_MAX, APPLICATION_MESSAGES.messageTooLong).optional(),
});

export const statusChangeSchema = z.object({
  status: applicationStatusSchema,
  changedAt: z.string().meta({ format: 'date-time' }),
  /** What the casting's people told the talent with this move; null when nothing. */
  message: z.string().nullable(),
});

export const applicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  castingId: z.string(),
  casting: castingSchema.omit({ applications: true }).nullable(),
  talentProfileId: z.string(),
  /** Whose application it is: the talent's own name or their child's. */
  talentName: z.string(),
  /** The child the application was made for (guardian mode), null for the talent's own. */
  childId: z.string().nullable(),
  message: z.string().nullable(),
  appliedAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  statusHistory: z.array(statusChangeSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationStatsSchema = z.object({
  pendingApplications: z.number().int(),
  acceptedApplications: z.number().int(),
  availableCastings: z.number().int(),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;
