import { randomUUID } from 'node:crypto';
import type { DemoRepository } from './demo.repository';
import { directoryPerson, directoryTalentRows } from './directory-talents';
import { seededRandom } from './prng';

/** The synthetic talents' accounts; nobody signs in as them. */
const SYNTHETIC_TALENT_DOMAIN = 'synthetic-talents.talentportal.invalid';

/**
 * Inserts `count` varied adult talents quickly (multi-row inserts in transactions of 5,000) for the
 * directory benchmark on a scratch database that has been migrated: the 21 cities (about a third in
 * București), both genders, ages 18–70, colours and categories as directoryPerson draws them, 7 in 10
 * with a profile photo, 1 in 20 unlisted. Deterministic for a given `seed` apart from the ids and
 * the day. `repository`: the container's demo seed (container.demo).
 */
export async function seedSyntheticTalents(
  repository: Pick<DemoRepository, 'insertTalents' | 'settleTalents'>,
  count: number,
  seed = 32,
  at: Date = new Date(),
): Promise<{ inserted: number }> {
  const random = seededRandom(seed);
  const perTransaction = 5_000;
  for (let start = 0; start < count; start += perTransaction) {
    const users = [];
    const profiles = [];
    for (let index = start; index < Math.min(count, start + perTransaction); index += 1) {
      // Updated over the last year, so the relevance and recent sorts have something to order.
      const stamp = new Date(at.getTime() - random.int(0, 365 * 24 * 60) * 60_000).toISOString();
      const rows = directoryTalentRows(directoryPerson(random, at), index, {
        domain: SYNTHETIC_TALENT_DOMAIN,
        // Not an argon2 hash: verification fails for every password.
        passwordHash: '!',
        at: stamp,
        discoverable: random.chance(0.05) ? 0 : 1,
      });
      users.push(rows.user);
      profiles.push({
        ...rows.profile,
        profile_photo_url: random.chance(0.7) ? `/media/profiles/${randomUUID()}-thumb.webp` : null,
      });
    }
    await repository.insertTalents(users, profiles);
  }
  await repository.settleTalents();
  return { inserted: count };
}
