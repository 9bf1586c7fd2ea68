import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { slugify } from '@talent/contract/castings';
import { scheduleProblems } from '@talent/contract/child-work';
import { ageOn, todayIsoDate } from '@talent/contract/dates';
import {
  type Config,
  DEMO_ADMIN_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_TALENT_EMAIL,
  DEMO_TALENT_PASSWORD,
} from '../../config';
import { hashPassword } from '../auth/passwords';
import { newCastingRow } from '../castings/castings.service';
import { type CoverImage, generateCoverImages } from './cover-images';
import type { DemoData, DemoRepository } from './demo.repository';
import { buildDemoApplicants, DEMO_GUARDIAN_EMAIL, DEMO_PORTRAITS } from './demo-applicants';
import { buildDemoCatalogue, COVER_DESIGNS, DEMO_APPLICATIONS, type DemoCasting } from './demo-catalogue';
import {
  buildDemoDirectory,
  copyDemoPortraits,
  copyDemoReels,
  DEMO_DIRECTORY_PORTRAITS,
  DEMO_DIRECTORY_REELS,
  type DemoReel,
} from './demo-directory';
import { generatePortraits, type Portrait } from './portrait-images';
import { seededRandom } from './prng';

export type DemoSeedResult =
  | { seeded: false; reason: 'disabled' | 'not-empty' }
  | { seeded: true; castings: number; applications: number; talentEmail: string };

const DEMO_SEED = 20_260_101;

/** Today's calendar date `yearsAgo` years back, for a birth date that keeps the demo talent's age. */
function birthDate(now: Date, yearsAgo: number): string {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - yearsAgo, 5, 18);
  return todayIsoDate(date);
}

/** A valid CUI (checksum), for the demo agency. */
const DEMO_COMPANY = { name: 'Agenția de Casting Demo SRL', code: 'RO14399840' };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo guardian's child, accepted on the first published casting open to children whose hours
 * its age allows (HG 75/2015) and that it has not applied to yet: the guardian's checklist and SPAS
 * notice show on first start.
 */
function acceptedChildApplication(
  now: Date,
  catalogue: readonly DemoCasting[],
  castingIds: readonly string[],
  applicants: ReturnType<typeof buildDemoApplicants>,
): DemoData['applications'][number] | undefined {
  const child = applicants.profiles.find((profile) => profile.child_id);
  const birthDate = child?.date_of_birth;
  if (!child || !birthDate) return undefined;
  const applied = new Set(
    applicants.applications
      .filter((application) => application.profileId === child.id)
      .map((application) => application.castingId),
  );
  const index = catalogue.findIndex(({ payload, status }, position) => {
    const firstDay = payload.shootingDate;
    const age = firstDay ? ageOn(birthDate, firstDay) : null;
    return (
      status === 'PUBLISHED' &&
      !applied.has(castingIds[position]!) &&
      payload.minorSchedule &&
      firstDay &&
      age !== null &&
      payload.ageRanges.some((range) => range.min <= age && age <= range.max) &&
      scheduleProblems(birthDate, firstDay, payload.minorSchedule).length === 0
    );
  });
  if (index < 0) return undefined;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  return {
    castingId: castingIds[index]!,
    profileId: child.id,
    message: 'Bună ziua! Matei este disponibil după orele de școală; vine însoțit de mama lui.',
    history: [
      { status: 'PENDING', changedAt: at(6 * 24) },
      { status: 'REVIEWED', changedAt: at(5 * 24) },
      {
        status: 'ACCEPTED',
        changedAt: at(2 * 24),
        message: 'Felicitări! Vă trimitem contractul și programul filmărilor pentru copil.',
      },
    ],
  };
}

/**
 * The director's casting the demo's invitations are to: PUBLISHED, for anyone of 40 among other ages,
 * and with no demo application yet, so its applicants are the invited ones.
 */
function invitedCasting(
  catalogue: readonly DemoCasting[],
  castingIds: readonly string[],
  applied: Set<string>,
) {
  const index = catalogue.findIndex(
    ({ payload, status }, position) =>
      status === 'PUBLISHED' &&
      !applied.has(castingIds[position]!) &&
      !payload.gender &&
      payload.ageRanges.some((range) => range.min <= 40 && range.max >= 40),
  );
  const casting = catalogue[index]!;
  return {
    id: castingIds[index]!,
    ageRanges: casting.payload.ageRanges,
    gender: casting.payload.gender ?? null,
    shootingDate: casting.payload.shootingDate ?? null,
  };
}

function demoData(
  now: Date,
  passwordHashes: { demo: string; unusable: string },
  covers: CoverImage[],
  portraits: Portrait[],
  directoryPortraits: Portrait[],
  reels: DemoReel[],
) {
  const random = seededRandom(DEMO_SEED);
  const nowIso = now.toISOString();
  const clientId = randomUUID();
  const adminId = randomUUID();
  const talentId = randomUUID();
  const born = birthDate(now, 27);
  const catalogue = buildDemoCatalogue(now, random);
  const castings = catalogue.map((casting) => {
    const cover = casting.coverDesign === null ? undefined : covers[casting.coverDesign];
    return {
      // The titles differ city by city, so their slugs are unique without suffixes.
      ...newCastingRow(casting.payload, clientId, slugify(casting.payload.title), casting.createdAt),
      status: casting.status,
      published_at: casting.publishedAt,
      updated_at: casting.publishedAt ?? casting.createdAt,
      cover_thumbnail_url: cover?.thumbnailUrl ?? null,
      cover_display_url: cover?.displayUrl ?? null,
    };
  });
  // Its own random stream, so the catalogue stays what it was before the applicants came.
  const applicants = buildDemoApplicants(
    now,
    seededRandom(DEMO_SEED + 1),
    castings.map((casting) => casting.id),
    portraits,
    passwordHashes.unusable,
  );
  // The guardian signs in too (with the demo password), to see the child's accepted application.
  for (const user of applicants.users) {
    if (user.email === DEMO_GUARDIAN_EMAIL) user.password_hash = passwordHashes.demo;
  }
  const childAccepted = acceptedChildApplication(
    now,
    catalogue,
    castings.map((casting) => casting.id),
    applicants,
  );

  const data: DemoData = {
    users: [
      {
        id: talentId,
        email: DEMO_TALENT_EMAIL,
        password_hash: passwordHashes.demo,
        role: 'TALENT',
        first_name: 'Andreea',
        last_name: 'Popescu',
        phone: '+40721234567',
        gender: 'FEMALE',
        birth_date: born,
        preferred_language: 'RO',
        is_guardian_mode_enabled: 0,
        created_at: nowIso,
        updated_at: nowIso,
      },
      {
        id: clientId,
        email: DEMO_CLIENT_EMAIL,
        password_hash: passwordHashes.demo,
        role: 'CLIENT',
        first_name: 'Daniela',
        last_name: 'Regizor',
        phone: '+40721000111',
        gender: null,
        birth_date: null,
        preferred_language: 'RO',
        is_guardian_mode_enabled: 0,
        created_at: nowIso,
        updated_at: nowIso,
      },
      {
        id: adminId,
        email: DEMO_ADMIN_EMAIL,
        password_hash: passwordHashes.demo,
        role: 'ADMIN',
        first_name: 'Adrian',
        last_name: 'Administrator',
        phone: null,
        gender: null,
        birth_date: null,
        preferred_language: 'RO',
        is_guardian_mode_enabled: 0,
        created_at: nowIso,
        updated_at: nowIso,
      },
      ...applicants.users,
    ],
    clientAccounts: [
      {
        user_id: clientId,
        company_name: DEMO_COMPANY.name,
        company_code: DEMO_COMPANY.code,
        status: 'VERIFIED',
        status_reason: null,
        reviewed_by: adminId,
        reviewed_at: nowIso,
        created_at: nowIso,
        updated_at: nowIso,
      },
    ],
    children: applicants.children,
    photos: applicants.photos,
    profiles: [
      {
        id: randomUUID(),
        user_id: talentId,
        child_id: null,
        first_name: 'Andreea',
        last_name: 'Popescu',
        phone: '+40721234567',
        gender: 'FEMALE',
        date_of_birth: born,
        // Complete but for the profile photo, so the dashboard shows its reminder.
        profile_photo_url: null,
        residence_city: 'Bucuresti',
        height: 168,
        weight: 56,
        hair_color: 'Șaten',
        eye_color: 'Căprui',
        created_at: nowIso,
        updated_at: nowIso,
      },
      ...applicants.profiles,
    ],
    castings,
    applications: [
      ...DEMO_APPLICATIONS.map((application) => ({
        castingId: castings[application.castingIndex]!.id,
        message: application.message,
        history: application.history.map((change) => ({
          status: change.status,
          changedAt: new Date(now.getTime() - change.hoursAgo * 60 * 60 * 1000).toISOString(),
        })),
      })),
      ...applicants.applications,
      ...(childAccepted ? [childAccepted] : []),
    ],
    changedByUserId: clientId,
    seededAt: now,
  };
  // Its own random stream too, so the catalogue and the applicants stay what they were.
  const directory = buildDemoDirectory({
    now,
    random: seededRandom(DEMO_SEED + 2),
    portraits: directoryPortraits,
    reels,
    passwordHash: passwordHashes.unusable,
    directorId: clientId,
    casting: invitedCasting(
      catalogue,
      castings.map((casting) => casting.id),
      new Set(data.applications.map((application) => application.castingId)),
    ),
  });
  data.users.push(...directory.users);
  data.children.push(...directory.children);
  data.profiles.push(...directory.profiles);
  data.photos.push(...directory.photos);
  data.applications.push(...directory.applications);
  data.research = directory;
  return data;
}

/**
 * Seeds the demo catalogue (63 castings in the 21 cities, every status, generated covers), its
 * CLIENT owner and the demo talent with three applications, but only when enabled and only into a
 * database with no users and no castings. Never touches a database that has data. `repository`: the
 * container's `demo`.
 */
export async function seedDemoData(
  repository: DemoRepository,
  config: Pick<Config, 'seedDemo' | 'mediaDir'>,
  now: Date = new Date(),
): Promise<DemoSeedResult> {
  if (!config.seedDemo) return { seeded: false, reason: 'disabled' };
  if (!(await repository.isEmpty())) return { seeded: false, reason: 'not-empty' };

  // The slow parts (password hashes, images) happen before the transaction, which stays short.
  const [demo, unusable, covers, portraits] = await Promise.all([
    hashPassword(DEMO_TALENT_PASSWORD),
    hashPassword(randomBytes(32).toString('base64url')),
    generateCoverImages(config.mediaDir, COVER_DESIGNS),
    generatePortraits(config.mediaDir, DEMO_PORTRAITS),
  ]);
  // The directory's talents get copies of the applicants' generated portraits: a copy takes a
  // millisecond, generating one a few hundred on a busy machine (200 would triple the first start).
  const [directoryPortraits, reels] = await Promise.all([
    copyDemoPortraits(config.mediaDir, portraits, DEMO_DIRECTORY_PORTRAITS),
    copyDemoReels(config.mediaDir, DEMO_DIRECTORY_REELS),
  ]);
  const data = demoData(now, { demo, unusable }, covers, portraits, directoryPortraits, reels);
  let inserted = false;
  try {
    inserted = await repository.insertIfEmpty(data);
  } finally {
    if (!inserted) {
      const files = [...covers, ...portraits, ...directoryPortraits, ...reels].flatMap(
        (image) => image.files,
      );
      await Promise.all(files.map((file) => rm(file, { force: true })));
    }
  }
  if (!inserted) return { seeded: false, reason: 'not-empty' };
  return {
    seeded: true,
    castings: data.castings.length,
    applications: data.applications.length,
    talentEmail: DEMO_TALENT_EMAIL,
  };
}
