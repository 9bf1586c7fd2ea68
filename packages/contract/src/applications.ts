import { z } from 'zod';
import { castingSchema } from './castings';

export const APPLICATION_STATUSES = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'REJECTED'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'Unknown application status' });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** ACCEPTED and REJECTED are decisions already told to the talent: final. */
export const APPLICATION_STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  PENDING: ['REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'REJECTED'],
  REVIEWED: ['SHORTLISTED', 'ACCEPTED', 'REJECTED'],
  SHORTLISTED: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_STATUS_TRANSITIONS[from].includes(to);
}

/** Counted as "active" on the dashboard (DESIGN §4). */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'PENDING',
  'REVIEWED',
  'SHORTLISTED',
];

export const APPLICATION_MESSAGE_MAX = 2000;

export const APPLICATION_MESSAGES = {
  castingRequired: 'Casting is required',
  profileRequired: 'Talent profile is required',
  messageTooLong: `Message must be at most ${APPLICATION_MESSAGE_MAX} characters`,
  alreadyApplied: 'You have already applied to this casting',
  notPublished: 'This casting is not accepting applications',
  castingDatePassed: 'The casting date has passed, so this casting no longer takes applications',
  noProfile: 'Nu ai un profil de talent. Te rugăm să completezi profilul.',
  notFound: 'Aplicația nu a fost găsită',
  castingNotFound: 'Casting not found',
  transitionNotAllowed: 'This status change is not allowed',
} as const;

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
