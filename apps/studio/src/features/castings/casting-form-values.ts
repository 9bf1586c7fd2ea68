import type { castingCreateSchema, ProjectType, RemunerationType } from '@talent/contract/castings';
import { openToMinors } from '@talent/contract/child-work-rules';
import type { StudioCasting } from '@talent/contract/studio';
import type { z } from 'zod';

export type CastingInput = z.input<typeof castingCreateSchema>;

/**
 * What the form's controls hold: text, as inputs and selects give it. toCastingInput turns it into
 * the contract's payload shape, which castingCreateSchema then judges: the rules stay the contract's.
 */
export interface CastingFormValues {
  title: string;
  projectType: ProjectType | '';
  shortDescription: string;
  description: string;
  location: string;
  castingDate: string;
  shootingDate: string;
  ageRanges: { min: string; max: string }[];
  gender: 'MALE' | 'FEMALE' | '';
  duration: string;
  remuneration: { amount: string; type: RemunerationType };
  diffusionType: string;
  /** The hours for children (HG 75/2015), asked when the age ranges let children apply. */
  minorSchedule: { dailyStart: string; dailyEnd: string; days: string };
}

export const EMPTY_CASTING_FORM: CastingFormValues = {
  title: '',
  projectType: '',
  shortDescription: '',
  description: '',
  location: '',
  castingDate: '',
  shootingDate: '',
  ageRanges: [],
  gender: '',
  duration: '',
  remuneration: { amount: '', type: 'per_day' },
  diffusionType: '',
  minorSchedule: { dailyStart: '', dailyEnd: '', days: '' },
};

/** The form filled with a saved casting, for editing. */
export function formValuesOf(casting: StudioCasting): CastingFormValues {
  return {
    title: casting.title,
    projectType: casting.projectType,
    shortDescription: casting.shortDescription,
    description: casting.description,
    location: casting.location,
    castingDate: casting.castingDate?.slice(0, 10) ?? '',
    shootingDate: casting.shootingDate?.slice(0, 10) ?? '',
    ageRanges: casting.ageRanges.map(({ min, max }) => ({ min: String(min), max: String(max) })),
    gender: casting.gender ?? '',
    duration: casting.duration ?? '',
    remuneration: casting.remuneration
      ? { amount: String(casting.remuneration.amount), type: casting.remuneration.type }
      : { amount: '', type: 'per_day' },
    diffusionType: casting.diffusionType ?? '',
    minorSchedule: casting.minorSchedule
      ? { ...casting.minorSchedule, days: String(casting.minorSchedule.days) }
      : { dailyStart: '', dailyEnd: '', days: '' },
  };
}

/** '' is "not given"; anything else must read as a number, or stays NaN for the schema to refuse. */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** Whether the ranges typed so far let children apply (none, or one starting under 18). */
export function formOpenToMinors(ageRanges: CastingFormValues['ageRanges']): boolean {
  return openToMinors(ageRanges.map(({ min }) => ({ min: numberOf(min) })));
}

/**
 * The hours for children as the payload has them: null when the casting is for adults only, or none
 * was typed (a draft may leave them out; publishing needs them, which the server says).
 */
function minorScheduleInput(values: CastingFormValues): CastingInput['minorSchedule'] {
  const { dailyStart, dailyEnd, days } = values.minorSchedule;
  if (!formOpenToMinors(values.ageRanges)) return null;
  if (dailyStart.trim() === '' && dailyEnd.trim() === '' && days.trim() === '') return null;
  return { dailyStart: dailyStart.trim(), dailyEnd: dailyEnd.trim(), days: numberOf(days) };
}

/** The form's text as the contract's payload: empty optional fields become null. */
export function toCastingInput(values: CastingFormValues): CastingInput {
  const amount = values.remuneration.amount.trim();
  return {
    title: values.title,
    // An empty choice is sent as given so that the schema names the field.
    projectType: values.projectType as ProjectType,
    shortDescription: values.shortDescription,
    description: values.description,
    location: values.location as CastingInput['location'],
    castingDate: orNull(values.castingDate),
    shootingDate: orNull(values.shootingDate),
    ageRanges: values.ageRanges.map(({ min, max }) => ({ min: numberOf(min), max: numberOf(max) })),
    gender: values.gender === '' ? null : values.gender,
    duration: orNull(values.duration),
    remuneration: amount === '' ? null : { amount: numberOf(amount), type: values.remuneration.type },
    diffusionType: orNull(values.diffusionType),
    minorSchedule: minorScheduleInput(values),
  };
}

/** Field names of the payload the server may name in a 400 (`fields`), as the form knows them. */
const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_CASTING_FORM));

export function isFormField(path: string): boolean {
  return FORM_FIELDS.has(path.split('.')[0] ?? '');
}
