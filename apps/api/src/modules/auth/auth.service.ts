import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import {
  type AuthTokens,
  changesFixedBirthDate,
  type Gender,
  type Language,
  type LoginPayload,
  type RegisterPayload,
  type Role,
  type UpdateMePayload,
  type User,
} from '@talent/contract/auth';
import type { StaffRegisterPayload } from '@talent/contract/clients';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  ONLY_TALENT_MESSAGE,
} from '@talent/contract/errors';
import { REPORT_MESSAGES } from '@talent/contract/message-limits';
import { ONLY_ADMIN_MESSAGE, ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import type { Insertable } from 'kysely';
import type { Config } from '../../config';
import type { UsersTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError, SESSION_EXPIRED_MESSAGE, unauthorized } from '../../http-error';
import {
  type AuthRepository,
  EmailTakenError,
  type NewResetToken,
  type UserChanges,
  type UserWithPhotoRow,
} from './auth.repository';
import type { LiveSessionCache } from './live-session-cache';
import { LoginThrottle } from './login-throttle';
import { hashPassword, prepareDummyHash, verifyAgainstDummyHash, verifyPassword } from './passwords';
import { ResetRequestThrottle } from './reset-request-throttle';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';
import { VerifiedAccessTokens } from './verified-tokens';

export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
}

/**
 * Who manages castings and applications: a CLIENT (only their own castings) or an ADMIN (any).
 * `userId` is null for the operator CLI, which acts with an ADMIN's reach.
 */
export interface StaffActor {
  userId: string | null;
  role: 'ADMIN' | 'CLIENT';
}

export const OPERATOR_CLI: StaffActor = { userId: null, role: 'ADMIN' };

/**
 * Which side of the product a sign-in is for: the talent portal takes only TALENT accounts, the staff
 * API only CLIENT and ADMIN accounts. Each refuses the other's tokens at refresh too.
 */
export type Audience = 'talent' | 'staff';

/** What the operator CLI may set; the contract's rules have already been applied to it. */
export interface CreateUserInput {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  gender?: Gender | null;
  birthDate?: string | null;
  preferredLanguage?: Language;
  company?: { name: string; code: string };
}

export type AuthConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlSeconds'
  | 'loginWindowSeconds'
  | 'loginMaxFailuresPerEmail'
  | 'loginMaxAttemptsPerIp'
  | 'loginDelayMaxMs'
  | 'resetMaxPerEmail'
  | 'resetMaxPerIp'
>;

export const onlyTalent = () => new HttpError(403, 'ONLY_TALENT', ONLY_TALENT_MESSAGE);
export const onlyStaff = () => new HttpError(403, 'ONLY_STAFF', ONLY_STAFF_MESSAGE);
export const onlyAdmin = () => new HttpError(403, 'ONLY_ADMIN', ONLY_ADMIN_MESSAGE);

export const isStaffRole = (role: Role): role is StaffActor['role'] => role === 'ADMIN' || role === 'CLIENT';

function assertAudience(role: Role, audience: Audience): void {
  if (audience === 'talent' && role !== 'TALENT') throw onlyTalent();
  if (audience === 'staff' && !isStaffRole(role)) throw onlyStaff();
}
export const emailTaken = () =>
  new HttpError(409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
const INVALID_REFRESH_TOKEN_MESSAGE = 'Invalid refresh token. Please sign in again.';

function toUserDto(row: UserWithPhotoRow): User {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    gender: row.gender,
    birthDate: row.birth_date,
    preferredLanguage: row.preferred_language,
    isGuardianModeEnabled: row.is_guardian_mode_enabled === 1,
    hasOwnProfile: row.talent_profile_id !== null,
    profilePhotoUrl: row.profile_photo_url,
    createdAt: row.created_at,
  };
}

/**
 * A stored profile photo URL as its owner loads it: a minor's stable private path becomes a URL
 * signed for them (DESIGN §10; the media module's, handed in by the container).
 */
export type ProfilePhotoSigner = (
  url: string | null,
  profile: { id: string; child_id: null },
  viewer: string,
) => Promise<string | null>;

/**
 * What other modules make and keep with an account, each written by its owner inside the account's
 * transaction (one owner per table, DESIGN §16): the profiles module's own profile of a talent and its
 * copies of the account's fields, the clients module's company of a CLIENT.
 */
export interface AccountRecords {
  ownProfile: {
    created(
      owner: { userId: string; childId: null },
      copies: Required<Pick<UserChanges, 'firstName' | 'lastName' | 'phone' | 'gender' | 'birthDate'>>,
      now: string,
    ): TransactionPart;
    copiesChanged(
      owner: { userId: string; childId: null },
      copies: UserChanges,
      now: string,
    ): TransactionPart;
  };
  company: {
    /** A CLIENT's company from the studio's sign-up, UNVERIFIED; without one (CLI) it starts VERIFIED. */
    created(
      client: { userId: string; firstName: string; lastName: string },
      company: { name: string; code: string } | undefined,
      now: string,
    ): TransactionPart;
  };
}

export class AuthService {
  private readonly throttle: LoginThrottle;
  /**
   * Password checks of a signed-in user (change password, delete account): limited like sign-in but
   * counted apart, so a stolen session cannot guess the password unbounded, and the owner's typo in
   * Settings does not lock them out of signing in.
   */
  private readonly passwordCheckThrottle: LoginThrottle;
  private readonly resetThrottle: ResetRequestThrottle;
  private readonly accessTokens: VerifiedAccessTokens;

  constructor(
    private readonly repository: AuthRepository,
    private readonly config: AuthConfig,
    /** One per process, shared by every service that revokes sessions (see LiveSessionCache). */
    private readonly liveSessions: LiveSessionCache,
    private readonly photoSigner: ProfilePhotoSigner,
    private readonly records: AccountRecords,
  ) {
    const limits = {
      windowSeconds: config.loginWindowSeconds,
      maxFailuresPerEmail: config.loginMaxFailuresPerEmail,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
      delayMaxMs: config.loginDelayMaxMs,
    };
    this.throttle = new LoginThrottle(repository, limits);
    this.passwordCheckThrottle = new LoginThrottle(repository, { ...limits, scope: 'password-check:' });
    // The same window as sign-in: the attempts table is pruned by that window.
    this.resetThrottle = new ResetRequestThrottle(repository, {
      windowSeconds: config.loginWindowSeconds,
      maxPerEmail: config.resetMaxPerEmail,
      maxPerIp: config.resetMaxPerIp,
    });
    this.accessTokens = new VerifiedAccessTokens(config.jwtSecret);
    prepareDummyHash();
  }

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<UsersTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertRows(trx, rows) };
  }

  /** Public registration always makes a TALENT, whatever the payload's `role` says (DESIGN §4). */
  async register(payload: RegisterPayload): Promise<AuthTokens> {
    const user = await this.createUser({
      role: 'TALENT',
      email: payload.email,
      password: payload.password,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
      gender: payload.gender,
      birthDate: payload.birthDate,
      preferredLanguage: payload.preferredLanguage ?? 'RO',
    });
    return this.startSession(user.id, user.role);
  }

  /** The studio's sign-up: a CLIENT of an UNVERIFIED company, signed in at once (DESIGN §7). */
  async registerClient(payload: StaffRegisterPayload): Promise<AuthTokens> {
    const user = await this.createUser({
      role: 'CLIENT',
      email: payload.email,
      password: payload.password,
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
      preferredLanguage: payload.preferredLanguage ?? 'RO',
      company: { name: payload.companyName, code: payload.companyCode },
    });
    return this.startSession(user.id, user.role);
  }

  /** Shared by registration and the operator CLI; only talents get a talent profile. */
  async createUser(input: CreateUserInput): Promise<User> {
    if (await this.repository.findUserByEmail(input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const id = randomUUID();
    const now = new Date().toISOString();
    const user = {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      gender: input.gender ?? null,
      birthDate: input.birthDate ?? null,
    };
    const withUser: TransactionPart[] = [];
    // Only talents get a talent profile; every CLIENT has its company row (migration 0011).
    if (input.role === 'TALENT')
      withUser.push(this.records.ownProfile.created({ userId: id, childId: null }, user, now));
    if (input.role === 'CLIENT')
      withUser.push(this.records.company.created({ userId: id, ...user }, input.company, now));
    try {
      await this.repository.createUser(
        id,
        {
          ...user,
          email: input.email,
          passwordHash,
          role: input.role,
          preferredLanguage: input.preferredLanguage ?? 'RO',
        },
        now,
        withUser,
      );
    } catch (error) {
      // Two registrations of one address at the same moment: the unique index decides.
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }
    return this.getUser(id);
  }

  async login(payload: LoginPayload, ip: string, audience: Audience = 'talent'): Promise<AuthTokens> {
    // Counted as a failure from here until the password proves right.
    await this.throttle.admit(payload.email, ip);
    const user = await this.repository.findUserByEmail(payload.email);
    const valid = user
      ? await verifyPassword(user.password_hash, payload.password)
      : await verifyAgainstDummyHash(payload.password);
    if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    await this.throttle.recordSuccess(payload.email, ip);
    // Checked only after the password, so the answer never reveals the role of an account to a guesser.
    assertAudience(user.role, audience);
    if (user.suspended_at !== null) {
      throw new HttpError(403, 'ACCOUNT_SUSPENDED', REPORT_MESSAGES.accountSuspended);
    }
    return this.startSession(user.id, user.role);
  }

  /**
   * Rotation: every refresh token works once. A second use means it was copied, so the whole family
   * is revoked and both the thief and the owner must sign in again.
   */
  async refresh(refreshToken: string, audience: Audience = 'talent'): Promise<AuthTokens> {
    const record = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (!record) throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
    if (record.sessionRevokedAt !== null) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    if (record.usedAt !== null) {
      await this.repository.revokeSession(record.sessionId);
      this.liveSessions.forget();
      throw unauthorized(SESSION_EXPIRED_MESSAGE);
    }
    if (Date.parse(record.expiresAt) <= Date.now()) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    assertAudience(record.role, audience);

    const next = newRefreshToken();
    const rotated = await this.repository.rotateRefreshToken(record, hashRefreshToken(next));
    if (!rotated) {
      await this.repository.revokeSession(record.sessionId);
      this.liveSessions.forget();
      throw unauthorized(SESSION_EXPIRED_MESSAGE);
    }
    const accessToken = signAccessToken(
      { userId: record.userId, role: record.role, sessionId: record.sessionId },
      this.config.jwtSecret,
      this.config.accessTokenTtlSeconds,
    );
    return { accessToken, refreshToken: next };
  }

  /** Ends the access token's session and, if given, the refresh token's own session of the same user. */
  async logout(auth: AuthContext, refreshToken?: string): Promise<void> {
    await this.repository.revokeSession(auth.sessionId);
    this.liveSessions.forget();
    if (!refreshToken) return;
    const record = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (record && record.sessionId !== auth.sessionId) {
      await this.repository.revokeSession(record.sessionId, auth.userId);
      this.liveSessions.forget();
    }
  }

  /**
   * Checks the signature and expiry, then the session: a token of a revoked session or a deleted user
   * stops working at once instead of living out its 15 minutes (within LiveSessionCache's TTL when
   * another API process revoked it).
   */
  async authenticate(accessToken: string): Promise<AuthContext> {
    const check = this.accessTokens.verify(accessToken);
    if (!check.ok) throw unauthorized(check.expired ? SESSION_EXPIRED_MESSAGE : undefined);
    const { sessionId, userId } = check.claims;
    const known = this.liveSessions.role(sessionId, userId);
    if (known !== undefined) return { userId, sessionId, role: known };
    const generation = this.liveSessions.currentGeneration();
    const session = await this.repository.findLiveSession(sessionId, userId);
    if (!session) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    this.liveSessions.remember(sessionId, userId, session.role, generation);
    return { userId, sessionId, role: session.role };
  }

  /**
   * An administrator's suspension (DESIGN §14): the account's sessions end at once (its tokens stop
   * working) and it cannot sign in again; false when it already was suspended.
   */
  async suspend(userId: string): Promise<boolean> {
    const suspended = await this.repository.suspend(userId);
    this.liveSessions.forget();
    return suspended;
  }

  /** After sessions were revoked or a user deleted outside this service (the account module). */
  forgetLiveSessions(): void {
    this.liveSessions.forget();
  }

  /** The user as they see themself (/api/auth/me…): a minor's profile photo signed for them. */
  async getUser(userId: string): Promise<User> {
    const row = await this.repository.findUserWithPhoto(userId);
    if (!row) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    return this.userDto(row);
  }

  /**
   * The user for the server's own use (mail, notices): the profile photo as stored, so nothing is
   * signed (or, with S3, logged as handed out) that no one is shown.
   */
  async findUser(userId: string): Promise<User | undefined> {
    const row = await this.repository.findUserWithPhoto(userId);
    return row && toUserDto(row);
  }

  private async userDto(row: UserWithPhotoRow): Promise<User> {
    const user = toUserDto(row);
    if (user.profilePhotoUrl === null || row.talent_profile_id === null) return user;
    return {
      ...user,
      profilePhotoUrl: await this.photoSigner(
        user.profilePhotoUrl,
        { id: row.talent_profile_id, child_id: null },
        row.id,
      ),
    };
  }

  /**
   * A signed-in user's password, checked under limits of its own (passwordCheckThrottle): 401 when
   * the user is gone, 429 over the limits; otherwise whether the password is right.
   */
  async checkPassword(userId: string, password: string, ip: string): Promise<{ user: User; valid: boolean }> {
    const row = await this.repository.findUserWithPhoto(userId);
    if (!row) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    // Counted as a failure from here until the password proves right.
    await this.passwordCheckThrottle.admit(row.email, ip);
    if (!(await verifyPassword(row.password_hash, password)))
      return { user: await this.userDto(row), valid: false };
    await this.passwordCheckThrottle.recordSuccess(row.email, ip);
    return { user: await this.userDto(row), valid: true };
  }

  /** Forgives the e-mail's failed sign-ins from every address (after its password was reset by link). */
  forgiveSignInFailures(email: string): Promise<void> {
    return this.throttle.clearFailures(email);
  }

  /** Limits on "forgot password" (ResetRequestThrottle): 429 per IP; per e-mail, whether to mail. */
  admitResetRequest(email: string, ip: string): Promise<{ mayMail: boolean }> {
    return this.resetThrottle.admit(email, ip);
  }

  /**
   * The new hash and the end of every other session at once (`keepSessionId` null ends them all).
   * The account module decides when; the rows are this module's (one owner per table, DESIGN §16).
   */
  setPassword(userId: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
    return this.repository.setPassword(userId, passwordHash, keepSessionId);
  }

  createResetToken(token: NewResetToken): Promise<void> {
    return this.repository.createResetToken(token);
  }

  findUsableResetToken(tokenHash: string, now: string): Promise<{ userId: string } | undefined> {
    return this.repository.findUsableResetToken(tokenHash, now);
  }

  /** Uses the link and sets the password, all or nothing; false when the link was used meanwhile. */
  resetPassword(tokenHash: string, passwordHash: string, now: string): Promise<boolean> {
    return this.repository.resetPassword(tokenHash, passwordHash, now);
  }

  /** An ADMIN's birth-date correction of the account, written in the account module's transaction. */
  birthDateCorrection(userId: string, birthDate: string): TransactionPart {
    return { write: (trx) => this.repository.updateUserIn(trx, userId, { birthDate }) };
  }

  /**
   * The account's copies of its own profile's names, phone, gender and birth date, written in the
   * profiles module's transaction that changes the profile.
   */
  ownProfileChanged(userId: string, copies: UserChanges): TransactionPart {
    if (Object.keys(copies).length === 0) return { write: async () => {} };
    return { write: (trx) => this.repository.updateUserIn(trx, userId, copies) };
  }

  /** The account's own rows (reset links, sessions, the user), last in the account module's erasure. */
  erasure(userId: string): TransactionPart {
    return { write: (trx) => this.repository.deleteUser(trx, userId) };
  }

  /** The guardian module's flag on the account (GuardianService decides who may turn it on). */
  setGuardianMode(userId: string, enabled: boolean): Promise<void> {
    return this.repository.setGuardianMode(userId, enabled, new Date().toISOString());
  }

  /** For the operator CLI (e.g. the owner of imported castings). */
  async findUserByEmail(email: string): Promise<User | undefined> {
    const row = await this.repository.findUserByEmail(email.trim().toLowerCase());
    return row ? this.findUser(row.id) : undefined;
  }

  /**
   * The e-mail stays unique (409, nothing changed) and the birth date is fixed once known: guardian
   * mode and the age rules hang on it (an ADMIN corrects it, AccountService.correctBirthDate).
   */
  async updateMe(userId: string, changes: UpdateMePayload): Promise<User> {
    if (Object.keys(changes).length === 0) return this.getUser(userId);
    const user = await this.repository.findUserWithPhoto(userId);
    if (!user) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    if (changesFixedBirthDate(user.birth_date, changes.birthDate)) {
      const message = ACCOUNT_MESSAGES.birthDateFixed;
      throw new HttpError(400, 'VALIDATION_ERROR', message, { birthDate: message });
    }
    if (changes.email !== undefined && changes.email !== user.email) {
      const owner = await this.repository.findUserByEmail(changes.email);
      if (owner && owner.id !== userId) throw emailTaken();
    }
    const { firstName, lastName, phone, gender, birthDate } = changes;
    const ownProfile = this.records.ownProfile.copiesChanged(
      { userId, childId: null },
      { firstName, lastName, phone, gender, birthDate },
      new Date().toISOString(),
    );
    try {
      await this.repository.updateUser(userId, changes, ownProfile);
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }
    return this.getUser(userId);
  }

  private async startSession(userId: string, role: Role): Promise<AuthTokens> {
    const refreshToken = newRefreshToken();
    const sessionId = await this.repository.createSession(
      userId,
      hashRefreshToken(refreshToken),
      this.config.refreshTokenTtlSeconds,
    );
    const accessToken = signAccessToken(
      { userId, role, sessionId },
      this.config.jwtSecret,
      this.config.accessTokenTtlSeconds,
    );
    return { accessToken, refreshToken };
  }
}
