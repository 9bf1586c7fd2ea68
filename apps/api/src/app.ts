import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { RESUMABLE_UPLOAD_PATH } from '@talent/contract/media';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LogEvent } from 'kysely';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { HttpError } from './http-error';
import { AccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService, PASSWORD_RESET_JOB, type ResetRequest } from './modules/account/account.service';
import { ApplicantsRepository } from './modules/applications/applicants.repository';
import { ApplicantsService } from './modules/applications/applicants.service';
import { ApplicationsRepository } from './modules/applications/applications.repository';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { ApplicationsService } from './modules/applications/applications.service';
import { studioApplicationsRoutes } from './modules/applications/studio-applications.routes';
import { AuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { LiveSessionCache } from './modules/auth/live-session-cache';
import { staffAuthRoutes } from './modules/auth/staff-auth.routes';
import { CastingsRepository } from './modules/castings/castings.repository';
import { castingsRoutes } from './modules/castings/castings.routes';
import { CastingsService } from './modules/castings/castings.service';
import { studioCastingsRoutes } from './modules/castings/studio-castings.routes';
import { StudioCastingsService } from './modules/castings/studio-castings.service';
import { ChildWorkRepository } from './modules/child-work/child-work.repository';
import { childWorkRoutes } from './modules/child-work/child-work.routes';
import { ChildWorkService } from './modules/child-work/child-work.service';
import { defineChildWorkReminders, withChildWorkEvents } from './modules/child-work/child-work-reminders';
import { childProfileRoutes } from './modules/children/child-profile.routes';
import { ChildrenRepository } from './modules/children/children.repository';
import { childrenRoutes } from './modules/children/children.routes';
import { ChildrenService } from './modules/children/children.service';
import { ClientsRepository } from './modules/clients/clients.repository';
import { adminClientsRoutes, staffMeRoutes } from './modules/clients/clients.routes';
import { ClientsService } from './modules/clients/clients.service';
import { GuardianRepository } from './modules/guardian/guardian.repository';
import { guardianRoutes } from './modules/guardian/guardian.routes';
import { GuardianService } from './modules/guardian/guardian.service';
import { HealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { HealthService } from './modules/health/health.service';
import { createJobQueue } from './modules/jobs/create-job-queue';
import type { JobQueue } from './modules/jobs/job-queue';
import { createMailer } from './modules/mail/mailer';
import { defineMailJobs, OutgoingMail } from './modules/mail/outgoing-mail';
import { createPrivateStorage, createStorage } from './modules/media/create-storage';
import { MediaRepository } from './modules/media/media.repository';
import { mediaRoutes } from './modules/media/media.routes';
import { MediaService } from './modules/media/media.service';
import { MediaSigner, PRIVATE_MEDIA_PATH } from './modules/media/media-signer';
import { privateMediaRoutes } from './modules/media/private-media.routes';
import { PrivateMediaService } from './modules/media/private-media.service';
import { ResumableUploads } from './modules/media/resumable-uploads';
import { ResumableUploadsRepository } from './modules/media/resumable-uploads.repository';
import { resumableUploadsRoutes } from './modules/media/resumable-uploads.routes';
import { CASTING_COVER_FOLDER } from './modules/media/storage';
import { LiveNotices } from './modules/notifications/live-notices';
import { NoticeEvents } from './modules/notifications/notice-events';
import { defineNoticeJobs } from './modules/notifications/notice-jobs';
import { NoticeStreams } from './modules/notifications/notice-stream';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import {
  notificationPreferencesRoutes,
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/notifications.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { ProfilesRepository } from './modules/profiles/profiles.repository';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { ProfilesService } from './modules/profiles/profiles.service';
import { SavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { SavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { SelfTapesRepository } from './modules/self-tapes/self-tapes.repository';
import { studioSelfTapesRoutes, talentSelfTapesRoutes } from './modules/self-tapes/self-tapes.routes';
import { SelfTapesService } from './modules/self-tapes/self-tapes.service';
import { SkillsRepository } from './modules/skills/skills.repository';
import { skillsRoutes } from './modules/skills/skills.routes';
import { SkillsService } from './modules/skills/skills.service';
import { authPlugin, requireAuth } from './plugins/auth';
import { clientErrorHandler, refuseWhileClosing } from './plugins/connections';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { redactingStream } from './plugins/log-redaction';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (e-mails, notices); closing the app waits for running jobs. */
    jobs: JobQueue;
    /** Moves children's files still in the public storage to the private one (after the demo seed). */
    secureChildMedia: () => Promise<number>;
  }
}

export interface BuildAppOptions {
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Kysely's query log: every statement the app runs (tests count them to keep batches batched). */
  queryLog?: (event: LogEvent) => void;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole application, migrated and ready for `inject` or `listen`; never listens itself. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Secret query values (signed media URLs, tokens) never reach a log line (log-redaction.ts).
      stream: redactingStream(options.logStream ?? process.stdout),
    },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A broken URL (`/api/children/%zz`) is refused before routing: answered in the error shape too.
    frameworkErrors,
    // A request (an upload included) must arrive whole within the timeout: a slow-loris client that
    // trickles or stalls is answered 408 and cut off, and the upload's scratch files go with it.
    requestTimeout: config.uploadTimeoutSeconds * 1000,
    // 408, 431 and malformed HTTP in the API's error shape; 503 while closing likewise (connections.ts).
    clientErrorHandler,
    return503OnClosing: false,
    // Headers within 60 s (Node's default) or the request timeout if shorter; Node checks both every
    // connectionsCheckingInterval (default 30 s), so a few times per timeout, at most every 30 s.
    http: {
      headersTimeout: Math.min(60_000, config.uploadTimeoutSeconds * 1000),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil((config.uploadTimeoutSeconds * 1000) / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only: a text/plain body gets 415 instead of reaching a handler as a string.
    app.removeContentTypeParser('text/plain');

    await app.register(errorsPlugin);
    refuseWhileClosing(app);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () =>
        new HttpError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many requests. Please wait a few minutes and try again.',
        ),
    });
    await app.register(docsPlugin);

    const db = createDatabase(config.database, {
      onPoolError: (error) => app.log.error({ err: error }, 'database connection lost'),
      ...(options.queryLog ? { log: options.queryLog } : {}),
    });
    await app.register(dbPlugin, { db });

    // One per process, shared by every service that revokes sessions (see LiveSessionCache).
    const liveSessions = new LiveSessionCache();
    const authService = new AuthService(new AuthRepository(db), config, liveSessions);
    await app.register(authPlugin, { authService });

    await app.register(healthRoutes, {
      prefix: '/api/health',
      healthService: new HealthService(new HealthRepository(db)),
    });
    await app.register(authRoutes, {
      prefix: '/api/auth',
      authService,
      registerMaxPerIp: config.registerMaxPerIp,
    });
    await app.register(staffAuthRoutes, {
      prefix: '/api/staff/auth',
      authService,
      registerMaxPerIp: config.registerMaxPerIp,
    });

    const guardianService = new GuardianService(new GuardianRepository(db), authService);
    await app.register(guardianRoutes, { prefix: '/api/users/guardian-mode', guardianService });

    const jobs = await createJobQueue(config, db, app.log);
    app.decorate('jobs', jobs);
    // Registered before anything that enqueues, so the queue stops before the database closes.
    app.addHook('onClose', () => jobs.stop());
    const mailer = createMailer(config);
    defineMailJobs(jobs, mailer, config.jobs.concurrency);
    const outgoingMail = new OutgoingMail(jobs);
    const clientsService = new ClientsService(new ClientsRepository(db), {
      users: authService,
      mail: outgoingMail,
      studioUrl: `${config.publicUrl}/studio`,
    });
    await app.register(staffMeRoutes, { prefix: '/api/staff/me', clientsService });
    await app.register(adminClientsRoutes, { prefix: '/api/admin/clients', clientsService });

    // Events of castings and applications become jobs; the notifications module does the telling.
    const noticeEvents = new NoticeEvents(jobs);
    const castingsService = new CastingsService(new CastingsRepository(db), clientsService, noticeEvents);
    const resumableUploads = await ResumableUploads.create({
      directory: join(config.dataDir, 'resumable-uploads'),
      storage: config.storage,
      maxBytes: config.video.maxUploadBytes,
      expiryMs: config.video.uploadExpiryMs,
      openBytesMax: config.video.openUploadsMaxBytes,
      minFreeBytes: config.video.uploadMinFreeBytes,
      stallMs: config.video.uploadStallMs,
      repository: new ResumableUploadsRepository(db),
      log: app.log,
    });
    resumableUploads.startSweeping();
    app.addHook('onClose', async () => resumableUploads.stop());
    // Children's files (DESIGN §10): a private storage, read only through signed, expiring URLs.
    const mediaRepository = new MediaRepository(db);
    const childStorage = await createPrivateStorage(config.storage, config.dataDir);
    const childMedia = {
      storage: childStorage,
      signer: new MediaSigner(config.childMedia.signingKey, config.childMedia.urlSeconds, childStorage),
    };
    const mediaService = new MediaService(
      mediaRepository,
      await createStorage(config.storage, config.mediaDir),
      {
        privateMedia: childMedia,
        workDir: join(config.dataDir, 'upload-tmp'),
        ffmpegPath: config.ffmpegPath,
        ffprobePath: config.ffprobePath,
        log: app.log,
        coverStorage: await createStorage(config.storage, config.mediaDir, CASTING_COVER_FOLDER),
        // With S3, the demo's portraits are still written to the local /media/profiles folder.
        ...(config.storage.kind === 's3'
          ? { localProfiles: await createStorage({ kind: 'local' }, config.mediaDir) }
          : {}),
        jobs,
        video: {
          concurrency: config.video.transcodeConcurrency,
          leaseSeconds: config.video.transcodeLeaseSeconds,
          nice: config.video.transcodeNice,
          threads: config.video.transcodeThreads,
          keepOriginal: config.video.keepOriginal,
          limits: config.video.limits,
        },
        resumableUploads,
      },
    );
    await mediaService.init();
    app.decorate('secureChildMedia', () => mediaService.secureChildMedia());
    // A minor's own profile photo (stable private path) comes signed for them in /api/auth/me too.
    authService.signProfilePhotosWith((url, profile, viewer) => mediaService.viewUrl(url, profile, viewer));
    await app.register(privateMediaRoutes, {
      prefix: PRIVATE_MEDIA_PATH,
      privateMediaService: new PrivateMediaService(childMedia.storage, childMedia.signer, mediaRepository),
    });
    await app.register(resumableUploadsRoutes, {
      prefix: RESUMABLE_UPLOAD_PATH,
      uploads: resumableUploads,
      perHour: config.video.uploadsPerHour,
    });
    const profilesService = new ProfilesService(new ProfilesRepository(db), guardianService, mediaService);
    const childrenService = new ChildrenService(new ChildrenRepository(db), guardianService, mediaService);
    await app.register(castingsRoutes, { prefix: '/api/castings', castingsService });
    await app.register(studioCastingsRoutes, {
      prefix: '/api/studio',
      studioCastingsService: new StudioCastingsService(new CastingsRepository(db), castingsService),
      mediaService,
    });
    const applicationsService = new ApplicationsService(
      new ApplicationsRepository(db),
      castingsService,
      profilesService,
      // An accepted child application also plans the guardian's reminders (HG 75/2015).
      withChildWorkEvents(noticeEvents, jobs),
    );
    // A casting's new hours must still fit the children who applied (HG 75/2015).
    castingsService.guardHours(applicationsService);
    await app.register(applicationsRoutes, { prefix: '/api/applications', applicationsService });
    const childWorkRepository = new ChildWorkRepository(db);
    const childWorkService = new ChildWorkService({
      repository: childWorkRepository,
      applications: applicationsService,
      castings: castingsService,
      children: childrenService,
      users: authService,
      organisers: clientsService,
    });
    await app.register(childWorkRoutes, { prefix: '/api/applications', childWorkService });
    const applicantsService = new ApplicantsService(new ApplicantsRepository(db), {
      castings: castingsService,
      applications: applicationsService,
      profiles: profilesService,
      media: mediaService,
    });
    await app.register(studioApplicationsRoutes, { prefix: '/api/studio', applicantsService });
    const selfTapesService = new SelfTapesService(new SelfTapesRepository(db), {
      applicants: applicantsService,
      applications: applicationsService,
      media: mediaService,
      events: noticeEvents,
    });
    await app.register(studioSelfTapesRoutes, { prefix: '/api/studio', selfTapesService });
    await app.register(talentSelfTapesRoutes, { prefix: '/api', selfTapesService });
    await app.register(profilesRoutes, { prefix: '/api/profiles', profilesService });
    await app.register(childrenRoutes, { prefix: '/api/children', childrenService });
    await app.register(childProfileRoutes, {
      prefix: '/api/profiles/children',
      childrenService,
      profilesService,
    });
    await app.register(mediaRoutes, {
      prefix: '/api/profiles/me',
      mediaService,
      whose: 'own profile',
      resolveProfile: (request) => profilesService.editableProfile(requireAuth(request).userId),
    });
    await app.register(mediaRoutes, {
      prefix: '/api/profiles/children/:childId',
      mediaService,
      whose: 'child profile',
      resolveProfile: (request) =>
        childrenService.childProfile(
          requireAuth(request).userId,
          (request.params as { childId?: string }).childId,
        ),
    });
    const accountService = new AccountService({
      repository: new AccountRepository(db),
      users: authService,
      media: mediaService,
      mailer,
      jobs,
      log: app.log,
      config,
      liveSessions,
    });
    jobs.define<ResetRequest>(PASSWORD_RESET_JOB, {
      maxAttempts: 5,
      retryDelaySeconds: 5,
      concurrency: config.jobs.concurrency,
      handler: ({ data }) => accountService.mailResetLink(data),
    });
    await app.register(accountRoutes, { prefix: '/api/auth', accountService });
    const liveNotices = new LiveNotices(
      config.database.kind === 'postgres' ? config.database.url : undefined,
      app.log,
    );
    await liveNotices.start();
    app.addHook('onClose', () => liveNotices.stop());
    const notificationsService = new NotificationsService({
      repository: new NotificationsRepository(db),
      users: authService,
      live: liveNotices,
      jobs,
      mailer,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    });
    const streams = new NoticeStreams(notificationsService, config.noticeStreams, app.log);
    // Open streams would hold the shutdown; their clients reconnect (to another process, or after the restart).
    app.addHook('preClose', async () => streams.closeAll());
    await app.register(notificationsRoutes, { prefix: '/api/notifications', notificationsService, streams });
    await app.register(notificationPreferencesRoutes, {
      prefix: '/api/notification-preferences',
      notificationsService,
    });
    await app.register(unsubscribeRoutes, { prefix: '/api/unsubscribe', notificationsService });
    const savedSearchesService = new SavedSearchesService(new SavedSearchesRepository(db));
    await app.register(savedSearchesRoutes, { prefix: '/api/saved-searches', savedSearchesService });
    const noticeJobs = defineNoticeJobs({
      jobs,
      notifications: notificationsService,
      applications: applicationsService,
      castings: castingsService,
      profiles: profilesService,
      savedSearches: savedSearchesService,
      concurrency: config.jobs.concurrency,
    });
    const childWorkJobs = defineChildWorkReminders({
      jobs,
      childWork: childWorkService,
      repository: childWorkRepository,
      notifications: notificationsService,
      concurrency: config.jobs.concurrency,
    });

    await app.register(skillsRoutes, {
      prefix: '/api/skills',
      skillsService: new SkillsService(new SkillsRepository(db), profilesService),
    });

    await app.register(staticWebPlugin, {
      webDistDir: config.webDistDir,
      studioDistDir: config.studioDistDir,
      mediaDir: config.mediaDir,
      agencyUrl: config.agencyUrl,
    });
    await jobs.start({ work: config.jobs.run });
    await noticeJobs.planSchedules();
    await childWorkJobs.planSchedules();
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
