import { randomUUID } from 'node:crypto';
import type { Gender } from '@talent/contract/auth';
import { CITIES } from '@talent/contract/cities';
import { todayIsoDate } from '@talent/contract/dates';
import type { TalentCategory } from '@talent/contract/profile';
import type { Insertable } from 'kysely';
import type { TalentProfilesTable, UsersTable } from '../../db/schema';
import type { Random } from './prng';

const FEMALE_NAMES = [
  'Ana',
  'Maria',
  'Elena',
  'Ioana',
  'Andreea',
  'Alexandra',
  'Cristina',
  'Mihaela',
  'Raluca',
  'Bianca',
  'Diana',
  'Irina',
  'Oana',
  'Simona',
  'Larisa',
  'Roxana',
  'Adina',
  'Gabriela',
  'Ștefania',
  'Teodora',
  'Iulia',
  'Carmen',
  'Alina',
  'Corina',
  'Delia',
  'Sânziana',
  'Ilinca',
  'Mădălina',
  'Anca',
  'Lavinia',
];
const MALE_NAMES = [
  'Andrei',
  'Mihai',
  'Alexandru',
  'Ionuț',
  'Cristian',
  'Bogdan',
  'Radu',
  'Vlad',
  'Florin',
  'Sorin',
  'Adrian',
  'Cătălin',
  'Daniel',
  'Marius',
  'Ștefan',
  'Tudor',
  'Victor',
  'Gabriel',
  'Paul',
  'Răzvan',
  'Lucian',
  'Ovidiu',
  'Horia',
  'Costin',
  'Matei',
  'Dragoș',
  'Sergiu',
  'Emil',
  'Liviu',
  'Octavian',
];
const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stoica',
  'Stan',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Șerban',
  'Moldovan',
  'Lungu',
  'Marin',
  'Tănase',
  'Neagu',
  'Ciobanu',
  'Dinu',
  'Ene',
  'Mureșan',
  'Barbu',
  'Florea',
  'Toma',
  'Sârbu',
  'Cozma',
  'Nistor',
  'Avram',
  'Bălan',
  'Pop',
  'Kovács',
  'Szabó',
  'Țurcanu',
  'Văduva',
  'Jitaru',
  'Preda',
  'Iordache',
  'Oprea',
  'Niță',
  'Zamfir',
];
/** The profile's free-text colours as talents write them; the directory matches them folded. */
export const HAIR_COLORS = ['Șaten', 'Blond', 'Brunet', 'Negru', 'Roșcat', 'Grizonat'] as const;
export const EYE_COLORS = ['Căprui', 'Albaștri', 'Verzi', 'Negri', 'Gri'] as const;
/** Category mixes in proportion to who signs up: extras most, then actors, models, dancers. */
const CATEGORY_MIXES: readonly TalentCategory[][] = [
  ['EXTRA'],
  ['EXTRA'],
  ['EXTRA', 'SPECIAL_EXTRA'],
  ['ACTOR'],
  ['ACTOR', 'EXTRA'],
  ['ACTING_STUDENT', 'EXTRA'],
  ['MODEL'],
  ['MODEL', 'HOSTESS'],
  ['DANCER'],
  ['DANCER', 'ACTOR'],
  ['HOSTESS'],
  ['SPECIAL_EXTRA'],
];

/** What one directory talent is like; everything drawn from `random`, so a seed gives the same people. */
export interface DirectoryPerson {
  firstName: string;
  lastName: string;
  gender: Gender;
  dateOfBirth: string;
  city: string;
  height: number;
  weight: number;
  hairColor: string;
  eyeColor: string;
  categories: TalentCategory[];
  canSing: boolean;
  driverLicense: boolean;
}

/** A birth date `age` full years before `now`, on a day drawn from `random`. */
export function birthDateAged(now: Date, age: number, random: Random): string {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - age - 1, date.getMonth(), date.getDate() + random.int(1, 364));
  return todayIsoDate(date);
}

/** An adult (18–70) of any of the 21 cities, with the body, colours and categories people have. */
export function directoryPerson(random: Random, now: Date, overrides: Partial<DirectoryPerson> = {}) {
  const gender: Gender = overrides.gender ?? (random.chance(0.52) ? 'FEMALE' : 'MALE');
  const female = gender === 'FEMALE';
  // Younger people sign up more: two draws, the lower kept half the time.
  const age = random.chance(0.5) ? Math.min(random.int(18, 70), random.int(18, 70)) : random.int(18, 70);
  const person: DirectoryPerson = {
    firstName: random.pick(female ? FEMALE_NAMES : MALE_NAMES),
    lastName: random.pick(LAST_NAMES),
    gender,
    dateOfBirth: birthDateAged(now, age, random),
    city: random.chance(0.3) ? 'Bucuresti' : random.pick(CITIES),
    height: female ? random.int(152, 182) : random.int(163, 198),
    weight: female ? random.int(45, 85) : random.int(58, 110),
    hairColor: age > 55 && random.chance(0.6) ? 'Grizonat' : random.pick(HAIR_COLORS.slice(0, 5)),
    eyeColor: random.pick(EYE_COLORS),
    categories: random.pick(CATEGORY_MIXES),
    canSing: random.chance(0.2),
    driverLicense: random.chance(0.55),
    ...overrides,
  };
  return person;
}

/** The e-mail's local part: the names without diacritics, and a number that keeps it unique. */
const localPart = (person: DirectoryPerson, index: number) =>
  `${person.firstName}.${person.lastName}.${index}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A directory talent's account (no usable password: `passwordHash` is one nobody knows) and own
 * profile, onboarded and listed unless `discoverable` is 0.
 */
export function directoryTalentRows(
  person: DirectoryPerson,
  index: number,
  options: { domain: string; passwordHash: string; at: string; discoverable?: 0 | 1 },
): { user: Insertable<UsersTable>; profile: Insertable<TalentProfilesTable> } {
  const userId = randomUUID();
  const { at } = options;
  return {
    user: {
      id: userId,
      email: `${localPart(person, index)}@${options.domain}`,
      password_hash: options.passwordHash,
      role: 'TALENT',
      first_name: person.firstName,
      last_name: person.lastName,
      phone: null,
      gender: person.gender,
      birth_date: person.dateOfBirth,
      preferred_language: 'RO',
      is_guardian_mode_enabled: 0,
      created_at: at,
      updated_at: at,
    },
    profile: {
      id: randomUUID(),
      user_id: userId,
      child_id: null,
      first_name: person.firstName,
      last_name: person.lastName,
      phone: null,
      gender: person.gender,
      date_of_birth: person.dateOfBirth,
      residence_city: person.city,
      height: person.height,
      weight: person.weight,
      hair_color: person.hairColor,
      eye_color: person.eyeColor,
      categories: JSON.stringify(person.categories),
      can_sing: person.canSing ? 1 : 0,
      has_driver_license: person.driverLicense ? 1 : 0,
      license_categories: JSON.stringify(person.driverLicense ? ['B'] : []),
      native_language: 'Română',
      discoverable: options.discoverable ?? 1,
      onboarding_completed_at: at,
      created_at: at,
      updated_at: at,
    },
  };
}
