import { randomBytes, randomUUID } from 'node:crypto';
import { PROJECT_TYPES, REMUNERATION_TYPES } from '@talent/contract/castings';
import { ADULT_AGE } from '@talent/contract/child-work';
import { CITIES } from '@talent/contract/cities';
import { addDays, todayIsoDate } from '@talent/contract/dates';
import type { Insertable } from 'kysely';
import type { CastingsTable } from '../../db/schema';
import { searchTextOf } from '../castings/casting-dto';
import type { DemoRepository } from './demo.repository';
import { seededRandom } from './prng';

/** Owner of synthetic castings; it has no usable password, so nobody can sign in with it. */
export const SYNTHETIC_OWNER_EMAIL = 'synthetic-castings@talentportal.invalid';

const SUBJECTS = [
  'Figuranți',
  'Actori',
  'Modele',
  'Dansatori',
  'Hostess',
  'Copii actori',
  'Călăreți',
  'Cântăreți',
  'Promoteri',
  'Public',
];
const PROJECTS = [
  'pentru serialul „Vlad”',
  'pentru o reclamă TV',
  'pentru un lungmetraj istoric',
  'pentru un videoclip muzical',
  'pentru o gală de modă',
  'pentru o ședință foto',
  'pentru un spectacol de teatru',
  'pentru un scurtmetraj',
  'pentru un festival',
  'pentru o emisiune de divertisment',
];
const PLACES = [
  'București',
  'Cluj-Napoca',
  'Timișoara',
  'Iași',
  'Constanța',
  'Brașov',
  'Sibiu',
  'Târgu Mureș',
  'Brăila',
  'Pitești',
];
const SENTENCES = [
  'Filmările au loc în centrul orașului, în două zile consecutive.',
  'Oferim masă caldă, apă și transport de la punctul de întâlnire.',
  'Nu este nevoie de experiență; contează naturalețea.',
  'Ținută de zi cu zi, fără logo-uri vizibile.',
  'Repetițiile sunt plătite și au loc cu o săptămână înainte.',
  'Căutăm persoane punctuale, zâmbitoare, care vorbesc engleza.',
  'Costumele și machiajul sunt asigurate de producție.',
  'Trimiteți o fotografie recentă și câteva rânduri despre voi.',
];

/**
 * Inserts `count` varied castings quickly (multi-row inserts in transactions of 5,000) for benchmarks
 * on a scratch database that has been migrated. About 9 in 10 are PUBLISHED, spread over the 21 cities,
 * every project type and the year before `at`; 8 in 10 have a remuneration. PUBLISHED castings have
 * their casting date after the day of `at`, the others within a month of it. Deterministic for a
 * given `seed` apart from that anchor. 100,000 take a few seconds on SQLite. `repository`: the
 * container's `demo`.
 */
export async function seedSyntheticCastings(
  repository: DemoRepository,
  count: number,
  seed = 42,
  at: Date = new Date(),
): Promise<{ inserted: number; ownerUserId: string }> {
  const ownerUserId = await syntheticOwner(repository);
  const random = seededRandom(seed);
  // A batch tag keeps slugs unique when the same scratch database is filled twice.
  const batch = randomBytes(4).toString('hex');
  const now = at.getTime();
  const today = todayIsoDate(at);
  const perTransaction = 5_000;
  for (let start = 0; start < count; start += perTransaction) {
    const rows: Insertable<CastingsTable>[] = [];
    for (let index = start; index < Math.min(count, start + perTransaction); index += 1) {
      const location = random.pick(CITIES);
      const title = `${random.pick(SUBJECTS)} ${random.pick(PROJECTS)} — ${random.pick(PLACES)}`;
      const shortDescription = random.pick(SENTENCES);
      const description = Array.from({ length: 4 }, () => random.pick(SENTENCES)).join(' ');
      const published = now - random.int(0, 365 * 24 * 60) * 60_000;
      const status = random.chance(0.9)
        ? 'PUBLISHED'
        : random.pick(['DRAFT', 'CLOSED', 'SUSPENDED'] as const);
      const paid = random.chance(0.8);
      // An active casting whose date has passed would look stale; the others may lie on either side.
      const castingDate = addDays(
        today,
        status === 'PUBLISHED' ? random.int(1, 60) : random.int(-30, 60),
      ) as string;
      const stamp = new Date(published).toISOString();
      const minAge = random.int(5, 30);
      rows.push({
        id: randomUUID(),
        owner_user_id: ownerUserId,
        slug: `synthetic-${batch}-${index}`,
        title,
        status,
        project_type: random.pick(PROJECT_TYPES),
        short_description: shortDescription,
        description,
        location,
        casting_date: castingDate,
        shooting_date: addDays(castingDate, random.int(2, 20)),
        age_ranges: JSON.stringify([{ min: minAge, max: random.int(31, 70) }]),
        // Open to children: two hours a day, within HG 75/2015 from 1 year up (decision 0018).
        minor_daily_start: minAge < ADULT_AGE ? '10:00' : null,
        minor_daily_end: minAge < ADULT_AGE ? '12:00' : null,
        minor_days: minAge < ADULT_AGE ? 1 : null,
        gender: random.pick(['MALE', 'FEMALE', null] as const),
        duration: `${random.int(1, 10)} zile`,
        remuneration_amount: paid ? random.int(5, 500) * 10 : null,
        remuneration_currency: paid ? 'RON' : null,
        remuneration_type: paid ? random.pick(REMUNERATION_TYPES) : null,
        diffusion_type: 'TV, online',
        cover_thumbnail_url: null,
        cover_display_url: null,
        search_text: searchTextOf({ title, shortDescription, description, location }),
        published_at: status === 'DRAFT' ? null : stamp,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await repository.insertCastings(rows);
  }
  await repository.settleCastings();
  return { inserted: count, ownerUserId };
}

function syntheticOwner(repository: DemoRepository): Promise<string> {
  const now = new Date().toISOString();
  return repository.ensureUser({
    id: randomUUID(),
    email: SYNTHETIC_OWNER_EMAIL,
    // Not an argon2 hash: verification fails for every password.
    password_hash: '!',
    role: 'CLIENT',
    first_name: 'Synthetic',
    last_name: 'Castings',
    phone: null,
    gender: null,
    birth_date: null,
    preferred_language: 'RO',
    is_guardian_mode_enabled: 0,
    created_at: now,
    updated_at: now,
  });
}
