import { z } from 'zod';
import { castingStatusSchema } from './castings';
import { minorScheduleSchema } from './child-work';
import { addDays, parseIsoDate } from './dates';

/**
 * The guardian's checklist on an accepted child application (issue 23, decision 0018 rows 18–21):
 * inform SPAS before work starts (the notice this platform prints, with its documents), name the
 * companion, and send SPAS a certified copy of the contract within 10 working days of the start.
 */

export const CHECKLIST_ITEMS = ['spasNotice', 'documents', 'companion', 'contractCopy'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export const CHECKLIST_MESSAGES = {
  notFound: 'Checklist not found',
  notAccepted: 'The checklist opens once the application is accepted',
  companionTooLong: 'The companion’s name must be at most 120 characters',
  companionRequired: 'Name the companion before ticking this item',
  castingCancelled: 'The casting was cancelled: there is no work to inform SPAS about',
} as const;

export const COMPANION_NAME_MAX = 120;

/** Working days after the start within which SPAS must get the certified contract copy (row 21). */
export const CONTRACT_COPY_WORKING_DAYS = 10;

export const childWorkChecklistSchema = z.object({
  applicationId: z.string(),
  castingId: z.string(),
  castingTitle: z.string(),
  /** A CANCELLED or SUSPENDED casting voids the checklist: no work, no reminders. */
  castingStatus: castingStatusSchema,
  childName: z.string(),
  /** True for a minor's own account (13–17, no guardian on the platform): the parents sign by hand. */
  ownAccount: z.boolean(),
  organiser: z.string(),
  location: z.string(),
  /** The casting's shooting date: the first working day; null when the casting has none. */
  startDate: z.string().meta({ format: 'date' }).nullable(),
  /** The last working day if the days are consecutive (start + days − 1): an estimate. */
  endDate: z.string().meta({ format: 'date' }).nullable(),
  /** Start + 10 working days (weekends skipped; public holidays are not, so never later than the law's). */
  contractCopyDeadline: z.string().meta({ format: 'date' }).nullable(),
  schedule: minorScheduleSchema.nullable(),
  companionName: z.string().nullable(),
  /** When each item was ticked; null while open. */
  items: z.object(
    Object.fromEntries(
      CHECKLIST_ITEMS.map((item) => [item, z.string().meta({ format: 'date-time' }).nullable()]),
    ) as Record<ChecklistItem, z.ZodNullable<z.ZodString>>,
  ),
});
export type ChildWorkChecklist = z.infer<typeof childWorkChecklistSchema>;

/** PATCH …/checklist: the companion's name and/or items ticked (true) or unticked (false). */
export const checklistUpdateSchema = z.strictObject({
  companionName: z
    .string()
    .trim()
    .max(COMPANION_NAME_MAX, CHECKLIST_MESSAGES.companionTooLong)
    .nullable()
    .optional(),
  // A strict object, not a record: the OpenAPI document then names each item (and no other key).
  items: z
    .strictObject(
      Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.boolean().optional()])) as Record<
        ChecklistItem,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .optional(),
});
export type ChecklistUpdate = z.infer<typeof checklistUpdateSchema>;

/** `start` + `count` working days, Saturdays and Sundays skipped. */
export function addWorkingDays(start: string, count: number): string | null {
  let date = start;
  let left = count;
  while (left > 0) {
    const next = addDays(date, 1);
    if (!next) return null;
    date = next;
    const parsed = parseIsoDate(date)!;
    const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
