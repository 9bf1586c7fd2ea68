import {
  AUDITION_SESSION_MESSAGES,
  type AuditionSessionPayload,
  auditionSessionSchema,
} from '@talent/contract/audition-sessions';
import type { AuditionSessionView } from '@talent/contract/auditions';
import { addDays, romanianToday } from '@talent/contract/dates';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The session form as typed: every field a string, the numbers too, until the contract judges them. */
export interface SessionFormValues {
  round: AuditionSessionPayload['round'];
  kind: AuditionSessionPayload['kind'];
  date: string;
  start: string;
  end: string;
  slotMinutes: string;
  capacityPerSlot: string;
  place: string;
  meetingUrl: string;
  instructions: string;
}

export const SESSION_FIELDS = [
  'round',
  'kind',
  'date',
  'start',
  'end',
  'slotMinutes',
  'capacityPerSlot',
  'place',
  'meetingUrl',
  'instructions',
] as const satisfies readonly (keyof SessionFormValues)[];

/** A new session: tomorrow in Romania, a morning of 15-minute slots, one talent each. */
export function newSessionValues(now = new Date()): SessionFormValues {
  return {
    round: 'AUDITION',
    kind: 'IN_PERSON',
    date: addDays(romanianToday(now), 1) ?? '',
    start: '10:00',
    end: '13:00',
    slotMinutes: '15',
    capacityPerSlot: '1',
    place: '',
    meetingUrl: '',
    instructions: '',
  };
}

/** A session as saved, to edit. */
export function sessionValues(session: AuditionSessionView): SessionFormValues {
  return {
    round: session.round,
    kind: session.kind,
    date: session.date,
    start: session.start,
    end: session.end,
    slotMinutes: String(session.slotMinutes),
    capacityPerSlot: String(session.capacityPerSlot),
    place: session.place ?? '',
    meetingUrl: session.meetingUrl ?? '',
    instructions: session.instructions ?? '',
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What is sent: the place of an in-person session, the link of an online one, never both. */
export function sessionPayload(values: SessionFormValues): Record<string, unknown> {
  return {
    round: values.round,
    kind: values.kind,
    date: values.date,
    start: values.start,
    end: values.end,
    slotMinutes: count(values.slotMinutes),
    capacityPerSlot: count(values.capacityPerSlot),
    place: values.kind === 'IN_PERSON' ? optional(values.place) : undefined,
    meetingUrl: values.kind === 'ONLINE' ? optional(values.meetingUrl) : undefined,
    instructions: optional(values.instructions),
  };
}

// zod's own words for a number that is not one ("expected number, received NaN") say less than the
// field's rule: a count's every refusal is its range.
const COUNT_MESSAGES: Partial<Record<keyof SessionFormValues, string>> = {
  slotMinutes: AUDITION_SESSION_MESSAGES.slotMinutes,
  capacityPerSlot: AUDITION_SESSION_MESSAGES.capacity,
};

/** The contract's auditionSessionSchema judges the form; each field shows its first refusal. */
export const sessionResolver: Resolver<SessionFormValues, unknown, AuditionSessionPayload> = async (
  values,
) => {
  const parsed = auditionSessionSchema.safeParse(sessionPayload(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SessionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SessionFormValues;
    if (!SESSION_FIELDS.includes(field) || errors[field]) continue;
    const message = issue.code === 'invalid_type' ? (COUNT_MESSAGES[field] ?? issue.message) : issue.message;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors };
};
