// The casting director every bench that needs one seeds: a verified CLIENT and one PUBLISHED casting.
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../apps/api/src/db/database';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';

/** A verified CLIENT with `email` and `password`, owning one PUBLISHED casting in Bucharest. */
export async function seedDirectorWithCasting(
  db: AppDatabase,
  email: string,
  password: string,
): Promise<{ clientId: string; castingId: string }> {
  const now = new Date().toISOString();
  const clientId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: clientId,
      email,
      password_hash: await hashPassword(password),
      role: 'CLIENT',
      first_name: 'Bench',
      last_name: 'Director',
      phone: null,
      gender: null,
      birth_date: null,
      preferred_language: 'RO',
      is_guardian_mode_enabled: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('client_accounts')
    .values({
      user_id: clientId,
      company_name: 'Bench SRL',
      company_code: '14399840',
      status: 'VERIFIED',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const castingId = randomUUID();
  await db
    .insertInto('castings')
    .values({
      id: castingId,
      owner_user_id: clientId,
      slug: `bench-${castingId}`,
      title: 'Bench casting',
      status: 'PUBLISHED',
      project_type: 'COMMERCIAL',
      short_description: 'Bench',
      description: 'Bench',
      location: 'Bucuresti',
      casting_date: null,
      shooting_date: null,
      age_ranges: '[]',
      gender: null,
      duration: null,
      remuneration_amount: null,
      remuneration_currency: null,
      remuneration_type: null,
      diffusion_type: null,
      cover_thumbnail_url: null,
      cover_display_url: null,
      search_text: 'bench',
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { clientId, castingId };
}
