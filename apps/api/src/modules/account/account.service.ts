import type { ChangePasswordPayload } from '@talent/contract/account';
import { RESET_TOKEN_TTL_MINUTES } from '@talent/contract/account';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import type { User } from '@talent/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../http-error';
import type { AuthContext, AuthService } from '../auth/auth.service';
import { hashPassword } from '../auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import type { ChildrenService } from '../children/children.service';
import type { JobQueue } from '../jobs/job-queue';
import { ACCOUNT_JOBS } from '../jobs/job-registry';
import type { Mailer } from '../mail/mailer';
import type { MediaCleanupService } from '../media/media-cleanup.service';
import type { MessageAttachmentsService } from '../messages/message-attachments.service';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { AccountRepository } from './account.repository';
import { passwordResetEmail } from './password-reset-email';

export type AccountConfig = Pick<Config, 'publicUrl'>;

export interface AccountServiceDeps {
  repository: AccountRepository;
  /** Users, their passwords, reset links, sessions and the sign-in limits are the auth module's. */
  users: Pick<
    AuthService,
    | 'findUser'
    | 'findUserByEmail'
    | 'checkPassword'
    | 'forgiveSignInFailures'
    | 'admitResetRequest'
    | 'setPassword'
    | 'createResetToken'
    | 'findUsableResetToken'
    | 'resetPassword'
    | 'erasure'
  >;
  media: Pick<MediaCleanupService, 'deleteProfilesWithMedia'>;
  /** The files the user attached to messages, in private storage: removed once the account is. */
  attachments: Pick<MessageAttachmentsService, 'deleteOwnedWith'>;
  /** The user's talent profiles and children are their modules' rows, erased in the same transaction. */
  profiles: Pick<ProfileRecordsService, 'erasure'>;
  children: Pick<ChildrenService, 'erasure'>;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  config: AccountConfig;
  /** Told after sessions were revoked or the user deleted, so their tokens fail at once. */
  liveSessions: { forget(): void };
}

/** What the password-reset job (ACCOUNT_JOBS.passwordResetEmail) is given (DESIGN §8). */
export interface ResetRequest {
  email: string;
  ip: string;
}

const fieldError = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });
const resetLinkInvalid = () => fieldError('token', ACCOUNT_MESSAGES.resetLinkInvalid);

/**
 * The account lifecycle (DESIGN §4): password change, forgotten password by e-mailed link, and
 * erasure. Sign-in and sessions themselves stay in AuthService.
 */
export class AccountService {
  private readonly repository: AccountRepository;
  private readonly users: AccountServiceDeps['users'];

  constructor(private readonly deps: AccountServiceDeps) {
    this.repository = deps.repository;
    this.users = deps.users;
  }

  /** The current session keeps working; every other one ends at once (DESIGN §4). */
  async changePassword(auth: AuthContext, payload: ChangePasswordPayload, ip: string): Promise<void> {
    const user = await this.confirmPassword(
      auth.userId,
      payload.currentPassword,
      ip,
      'currentPassword',
      ACCOUNT_MESSAGES.currentPasswordWrong,
    );
    await this.users.setPassword(user.id, await hashPassword(payload.newPassword), auth.sessionId);
    this.deps.liveSessions.forget();
  }

  /**
   * Always the same answer, and the account lookup, token and e-mail happen in a job after it was
   * sent, so neither the body nor the time tells whether the address has an account.
   */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const { mayMail } = await this.users.admitResetRequest(email, ip);
    if (mayMail)
      await this.deps.jobs.enqueue(ACCOUNT_JOBS.passwordResetEmail, { email, ip } satisfies ResetRequest);
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashOpaqueToken(token);
    const found = await this.users.findUsableResetToken(tokenHash, new Date().toISOString());
    const user = found ? await this.users.findUser(found.userId) : undefined;
    if (!user) throw resetLinkInvalid();
    const passwordHash = await hashPassword(password);
    // Checked again inside the transaction: two requests with one link, only one wins.
    if (!(await this.users.resetPassword(tokenHash, passwordHash, new Date().toISOString()))) {
      throw resetLinkInvalid();
    }
    this.deps.liveSessions.forget();
    // Whoever locked the account by guessing should not keep its owner out after the reset.
    await this.users.forgiveSignInFailures(user.email);
  }

  /**
   * Erases the user, their profile, children, skills, media rows and files, applications, message
   * attachments and their files, sessions and reset links. MediaCleanupService and the attachments
   * delete the rows through `deleteUser` first and the files after.
   */
  async deleteAccount(auth: AuthContext, password: string, ip: string): Promise<void> {
    const user = await this.confirmPassword(
      auth.userId,
      password,
      ip,
      'password',
      ACCOUNT_MESSAGES.passwordWrong,
    );
    const profileIds = await this.repository.profileIdsOf(user.id);
    await this.deps.attachments.deleteOwnedWith(user.id, () =>
      this.deps.media.deleteProfilesWithMedia(profileIds, () =>
        this.repository.deleteUser(
          user.id,
          [this.deps.profiles.erasure(user.id), this.deps.children.erasure(user.id)],
          this.users.erasure(user.id),
        ),
      ),
    );
    this.deps.liveSessions.forget();
  }

  /** A wrong password is a 400 on the form's field, not a 401: the session itself is fine. */
  private async confirmPassword(
    userId: string,
    password: string,
    ip: string,
    field: string,
    wrongMessage: string,
  ): Promise<User> {
    const { user, valid } = await this.users.checkPassword(userId, password, ip);
    if (!valid) throw fieldError(field, wrongMessage);
    return user;
  }

  /**
   * The reset job: the link opens the portal for a talent and the casting studio (/studio) for
   * staff. A send that fails throws, so the queue tries again (with a new link; an unused one
   * expires).
   */
  async mailResetLink({ email, ip }: ResetRequest): Promise<void> {
    const user = await this.users.findUserByEmail(email);
    if (!user) return;
    const token = newOpaqueToken();
    await this.users.createResetToken({
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000).toISOString(),
      requestedIp: ip,
    });
    const app = user.role === 'TALENT' ? '' : '/studio';
    const link = `${this.deps.config.publicUrl}${app}/reset-password?token=${encodeURIComponent(token)}`;
    if (this.deps.mailer.delivery === 'outbox') {
      // Nobody receives outbox files: the log is how an operator on a fresh machine finds the link.
      this.deps.log.info(`Password reset link for ${user.email}: ${link}`);
    }
    await this.deps.mailer.send(passwordResetEmail(user.email, user.firstName, user.preferredLanguage, link));
  }
}
