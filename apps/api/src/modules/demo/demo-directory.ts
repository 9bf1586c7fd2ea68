import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Casting } from '@talent/contract/castings';
import { ageOn, todayIsoDate } from '@talent/contract/dates';
import type { Insertable } from 'kysely';
import type {
  ChildrenTable,
  PhotosTable,
  TalentProfilesTable,
  UsersTable,
  VideosTable,
} from '../../db/schema';
import type { DemoApplicationRow } from './demo.repository';
import type { DemoResearchData, DemoSkillKind } from './directory-demo.repository';
import {
  birthDateAged,
  type DirectoryPerson,
  directoryPerson,
  directoryTalentRows,
} from './directory-talents';
import type { Portrait } from './portrait-images';
import type { Random } from './prng';

/** Talents of the studio's directory (issue 32 point 6): enough that every filter shows real people. */
export const DEMO_DIRECTORY_TALENTS = 220;
const DOMAIN = 'catalog.demo.talentportal.ro';

/** The director's saved list: these first talents are drawn as it says. */
const BLONDE_DANCERS = { name: 'Dansatoare blonde, Cluj', count: 8 };
const BLONDE_DANCER: Partial<DirectoryPerson> = {
  gender: 'FEMALE',
  city: 'Cluj-Napoca',
  hairColor: 'Blond',
  categories: ['DANCER'],
};

/** The casting the demo's invitations are to: what decides who fits it. */
export type InvitedCasting = Pick<Casting, 'id' | 'ageRanges' | 'gender' | 'shootingDate'>;

const LANGUAGES = ['Engleză', 'Franceză', 'Germană', 'Italiană', 'Spaniolă'] as const;
const FOREIGN_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
const DANCES = ['Salsa', 'Dans contemporan', 'Hip-hop', 'Tango', 'Dansuri populare', 'Balet'];
const INSTRUMENTS = ['Chitară', 'Pian', 'Vioară', 'Tobe', 'Saxofon'];
const SPORTS = ['Înot', 'Tenis', 'Fotbal', 'Schi', 'Box', 'Yoga', 'Baschet'];
const SPECIAL_SKILLS = ['jonglerie', 'acrobații', 'scrimă', 'imitații', 'mers pe monocicletă'];
const LEVELS = ['AMATEUR', 'PERFORMANCE'] as const;

/**
 * A file of its own at `to` with the bytes of `from`: a hard link where the folder allows one (no bytes
 * copied; deleting either name leaves the other whole), else a copy.
 */
async function copyOf(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** One in this many directory talents has a showreel (the "has video" filter finds them). */
const REEL_EVERY = 6;
/** How many showreels the demo copies: one per talent with one. */
export const DEMO_DIRECTORY_REELS = Math.ceil(DEMO_DIRECTORY_TALENTS / REEL_EVERY);

/** A showreel's files, as the video pipeline leaves a converted video: the MP4, its poster, its thumbnail. */
export interface DemoReel {
  originalKey: string;
  posterKey: string;
  thumbnailKey: string;
  sizeBytes: number;
  files: string[];
}

/**
 * The 4-second showreel that ships in apps/api/assets/demo (made once with ffmpeg: a first start cannot
 * count on ffmpeg, and a seed must not wait for conversions). The source and the bundle sit at
 * different depths, so look upwards.
 */
function reelAssets(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, 'assets', 'demo');
    if (existsSync(join(candidate, 'demo-reel.mp4'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`assets/demo/demo-reel.mp4 not found above ${import.meta.dirname}`);
    dir = parent;
  }
}

/** `count` showreels with files of their own in the profiles folder, each READY as if converted. */
export async function copyDemoReels(mediaDir: string, count: number): Promise<DemoReel[]> {
  const assets = reelAssets();
  const folder = join(mediaDir, 'profiles');
  const { size } = await stat(join(assets, 'demo-reel.mp4'));
  return Promise.all(
    Array.from({ length: count }, async () => {
      const id = randomUUID();
      const keys = {
        originalKey: `${id}-video.mp4`,
        posterKey: `${id}-poster.jpg`,
        thumbnailKey: `${id}-thumb.webp`,
      };
      const sources = ['demo-reel.mp4', 'demo-reel-poster.jpg', 'demo-reel-thumb.webp'];
      const files = [keys.originalKey, keys.posterKey, keys.thumbnailKey].map((key) => join(folder, key));
      await Promise.all(files.map((file, index) => copyOf(join(assets, sources[index]!), file)));
      return { ...keys, sizeBytes: size, files };
    }),
  );
}

/** `count` portraits with files of their own, copied round-robin from the generated `designs`. */
export async function copyDemoPortraits(
  mediaDir: string,
  designs: readonly Portrait[],
  count: number,
): Promise<Portrait[]> {
  const folder = join(mediaDir, 'profiles');
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const design = designs[index % designs.length]!;
      const id = randomUUID();
      const displayKey = `${id}-display.webp`;
      const thumbnailKey = `${id}-thumb.webp`;
      const files = [join(folder, displayKey), join(folder, thumbnailKey)];
      await copyOf(design.files[0]!, files[0]!);
      await copyOf(design.files[1]!, files[1]!);
      return {
        ...design,
        displayKey,
        thumbnailKey,
        displayUrl: `/media/profiles/${displayKey}`,
        thumbnailUrl: `/media/profiles/${thumbnailKey}`,
        files,
      };
    }),
  );
}

/** A portrait as the profile's first photo (the display file is its own original, as in the demo's applicants). */
export function portraitPhotoRow(
  profileId: string,
  portrait: Portrait,
  at: string,
  isPrivate = false,
): Insertable<PhotosTable> {
  return {
    id: randomUUID(),
    talent_profile_id: profileId,
    position: 0,
    original_key: portrait.displayKey,
    display_key: portrait.displayKey,
    thumbnail_key: portrait.thumbnailKey,
    caption: null,
    width: portrait.width,
    height: portrait.height,
    size_bytes: portrait.sizeBytes,
    created_at: at,
    // Always written: one multi-row insert takes every photo, and a missing value would be null there.
    private: isPrivate ? 1 : 0,
  };
}

/** A showreel as a converted (READY) video of the profile. */
function reelRow(profileId: string, reel: DemoReel, at: string): Insertable<VideosTable> {
  return {
    id: randomUUID(),
    talent_profile_id: profileId,
    position: 0,
    original_key: reel.originalKey,
    thumbnail_key: reel.thumbnailKey,
    poster_key: reel.posterKey,
    source_key: null,
    title: 'Showreel',
    caption: null,
    duration: 4,
    size_bytes: reel.sizeBytes,
    created_at: at,
    processing_status: 'READY',
    // Always written: one multi-row insert takes every video.
    private: 0,
  };
}

export interface DemoDirectoryData extends DemoResearchData {
  users: Insertable<UsersTable>[];
  children: Insertable<ChildrenTable>[];
  profiles: Insertable<TalentProfilesTable>[];
  photos: Insertable<PhotosTable>[];
  /** The real applications behind the APPLIED invitations. */
  applications: DemoApplicationRow[];
}

type SkillRows = Record<DemoSkillKind, Record<string, string | null>[]>;

/** Languages (Romanian or Hungarian native, English and others at levels) and skills for one talent. */
function skillsOf(random: Random, person: DirectoryPerson, profileId: string, at: string, rows: SkillRows) {
  const add = (kind: DemoSkillKind, fields: Record<string, string | null>) =>
    rows[kind].push({ id: randomUUID(), talent_profile_id: profileId, created_at: at, ...fields });
  const hungarian = ['Kovács', 'Szabó'].includes(person.lastName);
  add('language', { language: hungarian ? 'Maghiară' : 'Română', level: 'NATIVE' });
  if (hungarian) add('language', { language: 'Română', level: 'ADVANCED' });
  if (random.chance(0.8)) add('language', { language: 'Engleză', level: random.pick(FOREIGN_LEVELS) });
  if (random.chance(0.3))
    add('language', { language: random.pick(LANGUAGES.slice(1)), level: random.pick(FOREIGN_LEVELS) });
  const dancer = person.categories.includes('DANCER');
  if (dancer || random.chance(0.1)) {
    const genres = new Set([
      random.pick(DANCES),
      ...(dancer && random.chance(0.5) ? [random.pick(DANCES)] : []),
    ]);
    for (const genre of genres)
      add('dance', { genre, level: dancer ? 'PERFORMANCE' : random.pick(LEVELS), courses: null });
  }
  if (random.chance(0.15))
    add('instrument', { instrument: random.pick(INSTRUMENTS), level: random.pick(LEVELS) });
  if (random.chance(0.3)) add('sport', { sport: random.pick(SPORTS), level: random.pick(LEVELS) });
  if (random.chance(0.05)) add('riding', { activity: 'Călărie', level: random.pick(LEVELS) });
}

/** Whether a person of `dateOfBirth` fits the casting's ages and gender on its first day. */
function fits(casting: InvitedCasting, profile: Insertable<TalentProfilesTable>, today: string): boolean {
  const age = profile.date_of_birth ? ageOn(profile.date_of_birth, casting.shootingDate ?? today) : null;
  if (age === null) return false;
  if (casting.gender && casting.gender !== profile.gender) return false;
  return (
    casting.ageRanges.length === 0 || casting.ageRanges.some((range) => age >= range.min && age <= range.max)
  );
}

/** The invitations' story: who is where on the director's casting, and what the decliners said. */
const INVITATION_PLAN = [
  { status: 'INVITED' },
  { status: 'INVITED' },
  { status: 'INVITED' },
  { status: 'VIEWED' },
  { status: 'VIEWED' },
  { status: 'APPLIED' },
  { status: 'APPLIED' },
  { status: 'APPLIED' },
  { status: 'DECLINED', reason: 'Sunt plecată din țară în perioada filmărilor.' },
  { status: 'DECLINED', reason: null },
  { status: 'DECLINED', reason: 'Mulțumesc! Nu fac reclame pentru băuturi.' },
] as const;
const INVITATION_MESSAGE =
  'Bună! Te-am găsit în catalogul de talente și cred că ți se potrivește rolul. Aplică dacă ești disponibil(ă) la data filmării.';
const HOUR_MS = 3_600_000;

/**
 * The studio's research on first start (issue 32 point 6): DEMO_DIRECTORY_TALENTS adults of every
 * gender, age, height, city, colour, category, language and skill (about 1 in 17 unlisted), a guardian
 * with two listed children, each with its own copy of a generated portrait; the director's saved list
 * "Dansatoare blonde, Cluj" of real blonde dancers in Cluj; and on `casting` (PUBLISHED, the director's)
 * invitations in every status, the APPLIED ones with their applications. `portraits`: one per talent and
 * child, in that order.
 */
export function buildDemoDirectory(options: {
  now: Date;
  random: Random;
  portraits: readonly Portrait[];
  /** Showreels, given to every REEL_EVERY-th talent (copyDemoReels). */
  reels: readonly DemoReel[];
  passwordHash: string;
  directorId: string;
  casting: InvitedCasting;
}): DemoDirectoryData {
  const { now, random, portraits, casting } = options;
  const at = now.toISOString();
  const today = todayIsoDate(now);
  const data: DemoDirectoryData = {
    users: [],
    children: [],
    profiles: [],
    photos: [],
    videos: [],
    applications: [],
    skills: [],
    lists: [],
    members: [],
    invitations: [],
  };
  const skills: SkillRows = { language: [], dance: [], instrument: [], sport: [], riding: [] };
  for (let index = 0; index < DEMO_DIRECTORY_TALENTS; index += 1) {
    // The list's dancers are 22 to 36: adults on any day the demo is looked at for years.
    const person = directoryPerson(
      random,
      now,
      index < BLONDE_DANCERS.count
        ? { ...BLONDE_DANCER, dateOfBirth: birthDateAged(now, 22 + index * 2, random) }
        : {},
    );
    const listed = index < BLONDE_DANCERS.count || index % 17 !== 5;
    // Updated over the last two months: the "recent" sort has an order.
    const updated = new Date(now.getTime() - random.int(0, 60 * 24) * 60_000).toISOString();
    const { user, profile } = directoryTalentRows(person, index, {
      domain: DOMAIN,
      passwordHash: options.passwordHash,
      at: updated,
      discoverable: listed ? 1 : 0,
    });
    const portrait = portraits[index]!;
    data.users.push(user);
    data.profiles.push({
      ...profile,
      profile_photo_url: portrait.thumbnailUrl,
      special_skills: JSON.stringify(random.chance(0.1) ? [random.pick(SPECIAL_SKILLS)] : []),
    });
    data.photos.push(portraitPhotoRow(profile.id, portrait, updated));
    const reel = index % REEL_EVERY === 0 ? options.reels[index / REEL_EVERY] : undefined;
    if (reel) data.videos.push(reelRow(profile.id, reel, updated));
    skillsOf(random, person, profile.id, updated, skills);
  }
  data.skills = (Object.keys(skills) as DemoSkillKind[]).map((kind) => ({ kind, rows: skills[kind] }));
  addListedChildren(data, options, at);

  const listId = randomUUID();
  data.lists.push({
    id: listId,
    owner_user_id: options.directorId,
    name: BLONDE_DANCERS.name,
    created_at: at,
    updated_at: at,
  });
  data.members.push(
    ...data.profiles.slice(0, BLONDE_DANCERS.count).map((profile, position) => ({
      list_id: listId,
      profile_id: profile.id,
      added_at: new Date(now.getTime() - (BLONDE_DANCERS.count - position) * HOUR_MS).toISOString(),
    })),
  );

  const invitees = data.profiles
    .filter((profile) => !profile.child_id && profile.discoverable === 1 && fits(casting, profile, today))
    .slice(BLONDE_DANCERS.count, BLONDE_DANCERS.count + INVITATION_PLAN.length);
  INVITATION_PLAN.forEach((plan, index) => {
    const profile = invitees[index];
    if (!profile) return;
    const invitedAt = new Date(now.getTime() - (72 - index) * HOUR_MS);
    const seen = plan.status === 'INVITED' ? null : new Date(invitedAt.getTime() + 5 * HOUR_MS);
    const answered =
      plan.status === 'APPLIED' || plan.status === 'DECLINED'
        ? new Date(invitedAt.getTime() + 8 * HOUR_MS).toISOString()
        : null;
    data.invitations.push({
      id: randomUUID(),
      casting_id: casting.id,
      profile_id: profile.id,
      invited_by_user_id: options.directorId,
      message: INVITATION_MESSAGE,
      status: plan.status,
      decline_reason: 'reason' in plan ? plan.reason : null,
      invited_at: invitedAt.toISOString(),
      viewed_at: seen?.toISOString() ?? null,
      responded_at: answered,
    });
    if (plan.status === 'APPLIED' && answered)
      data.applications.push({
        castingId: casting.id,
        profileId: profile.id,
        message: 'Mulțumesc pentru invitație! Sunt disponibil(ă) la datele anunțate.',
        history: [{ status: 'PENDING', changedAt: answered }],
      });
  });
  return data;
}

/** A guardian (guardian mode on) whose two children it listed in the directory (DESIGN §10). */
function addListedChildren(
  data: DemoDirectoryData,
  options: { now: Date; random: Random; portraits: readonly Portrait[]; passwordHash: string },
  at: string,
) {
  const guardianId = randomUUID();
  data.users.push({
    id: guardianId,
    email: `familia.ionescu@${DOMAIN}`,
    password_hash: options.passwordHash,
    role: 'TALENT',
    first_name: 'Carmen',
    last_name: 'Ionescu',
    phone: null,
    gender: 'FEMALE',
    birth_date: birthDateAged(options.now, 39, options.random),
    preferred_language: 'RO',
    is_guardian_mode_enabled: 1,
    created_at: at,
    updated_at: at,
  });
  const kids = [
    { firstName: 'Sofia', gender: 'FEMALE' as const, age: 8, height: 128 },
    { firstName: 'Luca', gender: 'MALE' as const, age: 11, height: 146 },
  ];
  kids.forEach((kid, index) => {
    const childId = randomUUID();
    const profileId = randomUUID();
    const born = birthDateAged(options.now, kid.age, options.random);
    data.children.push({
      id: childId,
      guardian_user_id: guardianId,
      first_name: kid.firstName,
      last_name: 'Ionescu',
      date_of_birth: born,
      gender: kid.gender,
      created_at: at,
      updated_at: at,
    });
    const portrait = options.portraits[DEMO_DIRECTORY_TALENTS + index]!;
    data.profiles.push({
      id: profileId,
      user_id: guardianId,
      child_id: childId,
      first_name: kid.firstName,
      last_name: 'Ionescu',
      phone: null,
      gender: kid.gender,
      date_of_birth: born,
      residence_city: 'Bucuresti',
      height: kid.height,
      hair_color: 'Șaten',
      eye_color: 'Căprui',
      categories: JSON.stringify(['EXTRA']),
      // The guardian's consent: a child is listed only once its guardian turns it on.
      discoverable: 1,
      onboarding_completed_at: at,
      profile_photo_url: portrait.thumbnailUrl,
      created_at: at,
      updated_at: at,
    });
    // A child's photo is private: the startup sweep moves its files to the signed storage (DESIGN §10).
    data.photos.push(portraitPhotoRow(profileId, portrait, at, true));
  });
}

/** How many portraits buildDemoDirectory uses: one per talent and per child. */
export const DEMO_DIRECTORY_PORTRAITS = DEMO_DIRECTORY_TALENTS + 2;
