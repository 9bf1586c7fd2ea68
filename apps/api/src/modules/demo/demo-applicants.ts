import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract/applications';
import type { Gender } from '@talent/contract/auth';
import { todayIsoDate } from '@talent/contract/dates';
import type { TalentCategory } from '@talent/contract/profile';
import type { Insertable } from 'kysely';
import type { ChildrenTable, PhotosTable, TalentProfilesTable, UsersTable } from '../../db/schema';
import type { DemoApplicationRow } from './demo.repository';
import { portraitPhotoRow } from './demo-directory';
import type { Portrait } from './portrait-images';
import type { Random } from './prng';

interface DemoPerson {
  firstName: string;
  lastName: string;
  gender: Gender;
  age: number;
  city: string;
  height: number;
  categories: TalentCategory[];
}

/** Talents who applied to the demo director's castings, so the studio opens on a full review. */
const PEOPLE: DemoPerson[] = [
  {
    firstName: 'Ioana',
    lastName: 'Marinescu',
    gender: 'FEMALE',
    age: 24,
    city: 'Bucuresti',
    height: 170,
    categories: ['ACTOR', 'MODEL'],
  },
  {
    firstName: 'Mihai',
    lastName: 'Dumitrescu',
    gender: 'MALE',
    age: 33,
    city: 'Bucuresti',
    height: 183,
    categories: ['ACTOR'],
  },
  {
    firstName: 'Elena',
    lastName: 'Stan',
    gender: 'FEMALE',
    age: 41,
    city: 'Ploiesti',
    height: 165,
    categories: ['EXTRA'],
  },
  {
    firstName: 'Andrei',
    lastName: 'Popa',
    gender: 'MALE',
    age: 27,
    city: 'Cluj-Napoca',
    height: 179,
    categories: ['DANCER', 'ACTOR'],
  },
  {
    firstName: 'Cristina',
    lastName: 'Ene',
    gender: 'FEMALE',
    age: 22,
    city: 'Iasi',
    height: 174,
    categories: ['MODEL', 'HOSTESS'],
  },
  {
    firstName: 'Radu',
    lastName: 'Iordache',
    gender: 'MALE',
    age: 52,
    city: 'Bucuresti',
    height: 176,
    categories: ['EXTRA', 'SPECIAL_EXTRA'],
  },
  {
    firstName: 'Alexandra',
    lastName: 'Niculescu',
    gender: 'FEMALE',
    age: 29,
    city: 'Brasov',
    height: 168,
    categories: ['ACTOR'],
  },
  {
    firstName: 'Vlad',
    lastName: 'Georgescu',
    gender: 'MALE',
    age: 19,
    city: 'Bucuresti',
    height: 185,
    categories: ['ACTING_STUDENT', 'EXTRA'],
  },
  {
    firstName: 'Diana',
    lastName: 'Cozma',
    gender: 'FEMALE',
    age: 35,
    city: 'Timisoara',
    height: 162,
    categories: ['ACTOR', 'EXTRA'],
  },
  {
    firstName: 'Sorin',
    lastName: 'Tudor',
    gender: 'MALE',
    age: 45,
    city: 'Constanta',
    height: 181,
    categories: ['EXTRA'],
  },
  {
    firstName: 'Larisa',
    lastName: 'Mocanu',
    gender: 'FEMALE',
    age: 26,
    city: 'Bucuresti',
    height: 177,
    categories: ['DANCER'],
  },
  {
    firstName: 'Bogdan',
    lastName: 'Ilie',
    gender: 'MALE',
    age: 38,
    city: 'Craiova',
    height: 174,
    categories: ['ACTOR'],
  },
  {
    firstName: 'Roxana',
    lastName: 'Barbu',
    gender: 'FEMALE',
    age: 31,
    city: 'Sibiu',
    height: 169,
    categories: ['MODEL'],
  },
  {
    firstName: 'Cătălin',
    lastName: 'Vasilescu',
    gender: 'MALE',
    age: 23,
    city: 'Bucuresti',
    height: 188,
    categories: ['MODEL', 'EXTRA'],
  },
  {
    firstName: 'Adina',
    lastName: 'Săvulescu',
    gender: 'FEMALE',
    age: 48,
    city: 'Galati',
    height: 160,
    categories: ['SPECIAL_EXTRA'],
  },
  {
    firstName: 'Florin',
    lastName: 'Neagu',
    gender: 'MALE',
    age: 30,
    city: 'Oradea',
    height: 178,
    categories: ['ACTOR', 'DANCER'],
  },
];

/** The guardian of the demo's child applicant, and the child. */
const GUARDIAN = { firstName: 'Monica', lastName: 'Preda', email: 'parinte.demo@talentportal.ro' };
/** The guardian signs in with the demo password, to show a child's accepted application and its checklist. */
export const DEMO_GUARDIAN_EMAIL = GUARDIAN.email;
const CHILD = {
  firstName: 'Matei',
  lastName: 'Preda',
  gender: 'MALE' as const,
  age: 9,
  city: 'Bucuresti',
  height: 134,
};

/** Where applications go, by catalogue position, and how many: 40 in all, most on the first casting. */
const SPREAD: ReadonlyArray<{ castingIndex: number; count: number }> = [
  { castingIndex: 0, count: 17 },
  { castingIndex: 1, count: 9 },
  { castingIndex: 2, count: 8 },
  { castingIndex: 4, count: 6 },
];

/** Every status shows up on the first casting; messages come with some moves. */
const PATHS: ReadonlyArray<ReadonlyArray<{ status: ApplicationStatus; message?: string }>> = [
  [{ status: 'PENDING' }],
  [{ status: 'PENDING' }],
  [{ status: 'PENDING' }, { status: 'REVIEWED' }],
  [
    { status: 'PENDING' },
    { status: 'REVIEWED' },
    { status: 'SHORTLISTED', message: 'Te rugăm să vii la callback joi la ora 10, în Studioul 2.' },
  ],
  [
    { status: 'PENDING' },
    { status: 'REVIEWED' },
    { status: 'SHORTLISTED' },
    { status: 'ACCEPTED', message: 'Felicitări! Te contactăm pentru contract și programul filmărilor.' },
  ],
  [
    { status: 'PENDING' },
    { status: 'REVIEWED' },
    { status: 'REJECTED', message: 'Mulțumim pentru aplicare; de data aceasta am ales un alt profil.' },
  ],
];

const MESSAGES = [
  'Bună ziua! Sunt disponibil(ă) în toate zilele de filmare.',
  'Am experiență în producții similare; vă pot trimite și un self-tape.',
  null,
  'Locuiesc aproape de locația filmărilor și am mașină.',
  null,
];

function birthDate(now: Date, age: number, random: Random): string {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - age, random.int(0, 11), random.int(1, 28));
  // Born this year's birthday earlier, so the age is exact today.
  if (date > new Date(new Date(now).setFullYear(now.getFullYear() - age)))
    date.setFullYear(date.getFullYear() - 1);
  return todayIsoDate(date);
}

export interface DemoApplicantsData {
  users: Insertable<UsersTable>[];
  profiles: Insertable<TalentProfilesTable>[];
  children: Insertable<ChildrenTable>[];
  photos: Insertable<PhotosTable>[];
  applications: DemoApplicationRow[];
}

/**
 * Demo talents (and one guardian's child) with generated portraits, applying to the first castings of
 * the catalogue in every status. Their accounts get an unusable password: only the demo talent signs in.
 */
export function buildDemoApplicants(
  now: Date,
  random: Random,
  castingIds: readonly string[],
  portraits: readonly Portrait[],
  passwordHash: string,
): DemoApplicantsData {
  const nowIso = now.toISOString();
  const data: DemoApplicantsData = { users: [], profiles: [], children: [], photos: [], applications: [] };
  const profileIds: string[] = [];
  const addProfile = (profile: Insertable<TalentProfilesTable>, portrait: Portrait | undefined) => {
    data.profiles.push({ ...profile, profile_photo_url: portrait?.thumbnailUrl ?? null });
    profileIds.push(profile.id);
    if (portrait) data.photos.push(portraitPhotoRow(profile.id, portrait, nowIso));
  };
  PEOPLE.forEach((person, index) => {
    const userId = randomUUID();
    const born = birthDate(now, person.age, random);
    const email = `${person.firstName}.${person.lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    data.users.push({
      id: userId,
      email: `${email}@demo.talentportal.ro`,
      password_hash: passwordHash,
      role: 'TALENT',
      first_name: person.firstName,
      last_name: person.lastName,
      phone: `+4072${String(1_000_000 + index * 7919).slice(-7)}`,
      gender: person.gender,
      birth_date: born,
      preferred_language: 'RO',
      is_guardian_mode_enabled: 0,
      created_at: nowIso,
      updated_at: nowIso,
    });
    addProfile(
      {
        id: randomUUID(),
        user_id: userId,
        child_id: null,
        first_name: person.firstName,
        last_name: person.lastName,
        phone: null,
        gender: person.gender,
        date_of_birth: born,
        residence_city: person.city,
        height: person.height,
        weight: random.int(50, 90),
        categories: JSON.stringify(person.categories),
        onboarding_completed_at: nowIso,
        created_at: nowIso,
        updated_at: nowIso,
      },
      portraits[index],
    );
  });
  const guardianId = randomUUID();
  const childId = randomUUID();
  const childBorn = birthDate(now, CHILD.age, random);
  data.users.push({
    id: guardianId,
    email: GUARDIAN.email,
    password_hash: passwordHash,
    role: 'TALENT',
    first_name: GUARDIAN.firstName,
    last_name: GUARDIAN.lastName,
    phone: '+40731555010',
    gender: 'FEMALE',
    birth_date: birthDate(now, 38, random),
    preferred_language: 'RO',
    is_guardian_mode_enabled: 1,
    created_at: nowIso,
    updated_at: nowIso,
  });
  data.children.push({
    id: childId,
    guardian_user_id: guardianId,
    first_name: CHILD.firstName,
    last_name: CHILD.lastName,
    date_of_birth: childBorn,
    gender: CHILD.gender,
    created_at: nowIso,
    updated_at: nowIso,
  });
  addProfile(
    {
      id: randomUUID(),
      user_id: guardianId,
      child_id: childId,
      first_name: CHILD.firstName,
      last_name: CHILD.lastName,
      phone: null,
      gender: CHILD.gender,
      date_of_birth: childBorn,
      residence_city: CHILD.city,
      height: CHILD.height,
      categories: JSON.stringify(['EXTRA']),
      created_at: nowIso,
      updated_at: nowIso,
    },
    portraits[PEOPLE.length],
  );

  let next = 0;
  for (const { castingIndex, count } of SPREAD) {
    for (let index = 0; index < count; index++) {
      const profileId = profileIds[(index + castingIndex) % profileIds.length]!;
      const path = PATHS[(index + next) % PATHS.length]!;
      // Applied 1–20 days ago; each move a day or more after the one before, the last before now.
      const appliedHoursAgo = 24 * (20 - ((index * 3 + castingIndex) % 19)) + random.int(0, 20);
      const step = Math.max(1, Math.floor(appliedHoursAgo / (path.length + 1)));
      data.applications.push({
        castingId: castingIds[castingIndex]!,
        profileId,
        message: MESSAGES[(index + castingIndex) % MESSAGES.length] ?? null,
        history: path.map((move, position) => ({
          status: move.status,
          changedAt: new Date(now.getTime() - (appliedHoursAgo - position * step) * 3_600_000).toISOString(),
          message: move.message ?? null,
        })),
      });
    }
    next += 1;
  }
  return data;
}

/** How many portraits buildDemoApplicants uses. */
export const DEMO_PORTRAITS = PEOPLE.length + 1;
