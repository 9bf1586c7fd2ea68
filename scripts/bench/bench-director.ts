// The casting director every bench that needs one seeds: a verified CLIENT and one PUBLISHED casting.
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@talent/contract/applications';
import { type AppDatabase, insertInChunks } from '../../apps/api/src/db/database';
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

/** A talent who applied to the casting: what a bench varies; the rest of the rows is fixed. */
export interface BenchApplicant {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'FEMALE' | 'MALE';
  birthDate: string;
  language: 'RO' | 'EN';
  city: string;
  height: number;
  categories: string[];
  status: ApplicationStatus;
  appliedAt: string;
}

/** Each applicant as a TALENT user, a profile and an application (PENDING at first) to `castingId`. */
export async function seedApplicants(
  db: AppDatabase,
  castingId: string,
  applicants: BenchApplicant[],
): Promise<{ talentUserIds: string[] }> {
  const now = new Date().toISOString();
  const rows = applicants.map((applicant) => {
    const person = { phone: null, gender: applicant.gender, created_at: now, updated_at: now };
    const names = { first_name: applicant.firstName, last_name: applicant.lastName };
    const user = {
      id: randomUUID(),
      email: applicant.email,
      password_hash: 'x',
      role: 'TALENT' as const,
      ...names,
      ...person,
      birth_date: applicant.birthDate,
      preferred_language: applicant.language,
      is_guardian_mode_enabled: 0,
    };
    const profile = {
      id: randomUUID(),
      user_id: user.id,
      child_id: null,
      ...names,
      ...person,
      date_of_birth: applicant.birthDate,
      profile_photo_url: null,
      residence_city: applicant.city,
      height: applicant.height,
      categories: JSON.stringify(applicant.categories),
      license_categories: '[]',
      special_skills: '[]',
      can_sing: 0,
      has_driver_license: 0,
    };
    const application = {
      id: randomUUID(),
      casting_id: castingId,
      talent_profile_id: profile.id,
      message: null,
      status: applicant.status,
      applied_at: applicant.appliedAt,
      updated_at: applicant.appliedAt,
    };
    const change = {
      id: randomUUID(),
      application_id: application.id,
      status: 'PENDING' as const,
      changed_at: applicant.appliedAt,
      changed_by_user_id: null,
    };
    return { user, profile, application, change };
  });
  await insertInChunks(
    db,
    'users',
    rows.map((row) => row.user),
  );
  await insertInChunks(
    db,
    'talent_profiles',
    rows.map((row) => row.profile),
  );
  await insertInChunks(
    db,
    'applications',
    rows.map((row) => row.application),
  );
  await insertInChunks(
    db,
    'application_status_changes',
    rows.map((row) => row.change),
  );
  return { talentUserIds: rows.map((row) => row.user.id) };
}
