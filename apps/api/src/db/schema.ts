import type { Gender, Language, Role } from '@talent/contract/auth';

/**
 * Column types shared by SQLite and PostgreSQL: ids are text UUIDs, instants are ISO-8601 UTC text
 * (they sort as text on both), calendar dates are 'YYYY-MM-DD' text and flags are 0/1 integers,
 * so one query behaves identically on both databases.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: Gender | null;
  birth_date: string | null;
  preferred_language: Language;
  is_guardian_mode_enabled: number;
  created_at: string;
  updated_at: string;
}

/** One refresh-token family: every rotation stays in the session it started in. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface TalentProfilesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  profile_photo_url: string | null;
  created_at: string;
  updated_at: string;
}

/** Sign-in attempts, kept in the database so every API process behind a load balancer sees them. */
export interface LoginAttemptsTable {
  id: string;
  email: string;
  ip: string;
  failed: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  talent_profiles: TalentProfilesTable;
  login_attempts: LoginAttemptsTable;
}
