import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LogEvent } from 'kysely';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { AccountRepository } from './modules/account/account.repository';
import { AccountService } from './modules/account/account.service';
import { BirthDateCorrectionService } from './modules/account/birth-date-correction.service';
import { ApplicantHoursGuard } from './modules/applications/applicant-hours-guard';
import { ApplicantsRepository } from './modules/applications/applicants.repository';
import { ApplicantsService } from './modules/applications/applicants.service';
import { ApplicationsRepository } from './modules/applications/applications.repository';
import { ApplicationsService } from './modules/applications/applications.service';
import { AuditionJobs, defineAuditionJobs } from './modules/auditions/audition-jobs';
import { AuditionsRepository } from './modules/auditions/auditions.repository';
import { AuditionsService } from './modules/auditions/auditions.service';
import { SidesRepository } from './modules/auditions/sides.repository';
import { SidesService } from './modules/auditions/sides.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { LiveSessionCache } from './modules/auth/live-session-cache';
import { CastingCoversService } from './modules/castings/casting-covers.service';
import { CastingsRepository } from './modules/castings/castings.repository';
import { CastingsService } from './modules/castings/castings.service';
import { StudioCastingsService } from './modules/castings/studio-castings.service';
import { ChildWorkRepository } from './modules/child-work/child-work.repository';
import { ChildWorkService } from './modules/child-work/child-work.service';
import { ChildWorkEvents, defineChildWorkReminders } from './modules/child-work/child-work-reminders';
import { ChildrenRepository } from './modules/children/children.repository';
import { ChildrenService } from './modules/children/children.service';
import { ClientCompaniesService } from './modules/clients/client-companies.service';
import { ClientsRepository } from './modules/clients/clients.repository';
import { ClientsService } from './modules/clients/clients.service';
import { DemoRepository } from './modules/demo/demo.repository';
import { DirectoryRepository } from './modules/directory/directory.repository';
import { DirectoryService } from './modules/directory/directory.service';
import { GuardianRepository } from './modules/guardian/guardian.repository';
import { GuardianService } from './modules/guardian/guardian.service';
import { HealthRepository } from './modules/health/health.repository';
import { HealthService } from './modules/health/health.service';
import { defineInvitationJobs, InvitationNotices } from './modules/invitations/invitation-jobs';
import { InvitationsRepository } from './modules/invitations/invitations.repository';
import { InvitationResponses, InvitationsService } from './modules/invitations/invitations.service';
import { createJobQueue } from './modules/jobs/create-job-queue';
import type { JobQueue } from './modules/jobs/job-queue';
import { ACCOUNT_JOBS } from './modules/jobs/job-registry';
import { createMailer } from './modules/mail/mailer';
import { defineMailJobs, OutgoingMail } from './modules/mail/outgoing-mail';
import { ChildMediaService } from './modules/media/child-media.service';
import { createPrivateStorage, createStorage } from './modules/media/create-storage';
import { MediaRepository } from './modules/media/media.repository';
import { MediaCleanupService } from './modules/media/media-cleanup.service';
import { MediaFiles } from './modules/media/media-files';
import { MediaSigner } from './modules/media/media-signer';
import { PhotosService } from './modules/media/photos.service';
import { PrivateMediaService } from './modules/media/private-media.service';
import { ResumableUploads } from './modules/media/resumable-uploads';
import { ResumableUploadsRepository } from './modules/media/resumable-uploads.repository';
import { ATTACHMENTS_FOLDER, CASTING_COVER_FOLDER, SIDES_FOLDER } from './modules/media/storage';
import { VideoPipeline } from './modules/media/video-pipeline';
import { VideosService } from './modules/media/videos.service';
import { MessageAttachmentsService } from './modules/messages/message-attachments.service';
import { defineMessageJobs, MessageNotices } from './modules/messages/message-jobs';
import { MessagesRepository } from './modules/messages/messages.repository';
import { MessagesService } from './modules/messages/messages.service';
import { ModerationRepository } from './modules/moderation/moderation.repository';
import { ModerationService } from './modules/moderation/moderation.service';
import { LiveNotices } from './modules/notifications/live-notices';
import { NoticeEvents } from './modules/notifications/notice-events';
import { defineNoticeJobs } from './modules/notifications/notice-jobs';
import { NoticeStreams } from './modules/notifications/notice-stream';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PresentationViewingService } from './modules/presentations/presentation-viewing.service';
import { PresentationsRepository } from './modules/presentations/presentations.repository';
import { PresentationsService } from './modules/presentations/presentations.service';
import { ProfileRecordsService } from './modules/profiles/profile-records.service';
import { ProfilesRepository } from './modules/profiles/profiles.repository';
import { ProfilesService } from './modules/profiles/profiles.service';
import { SavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { SavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { SelfTapesRepository } from './modules/self-tapes/self-tapes.repository';
import { SelfTapesService } from './modules/self-tapes/self-tapes.service';
import { SkillsRepository } from './modules/skills/skills.repository';
import { SkillsService } from './modules/skills/skills.service';
import { TalentListsRepository } from './modules/talent-lists/talent-lists.repository';
import { TalentListsService } from './modules/talent-lists/talent-lists.service';

/**
 * The one composition root (DESIGN §16, decision 0022). Every repository, service, event fan-out,
 * storage and job definition is built here, once, with every dependency in its constructor; the server
 * (app.ts), the worker, the CLI and the tests all build from this function, so no entry point can miss
 * a rule by building its own services.
 */
export interface ContainerOptions {
  log: FastifyBaseLogger;
  /**
   * Whether this process does the background work: takes jobs (when RUN_JOBS says so), plans the
   * scheduled ones, sweeps stale uploads, listens for live notices and sweeps media at start. The
   * server and the worker do; the CLI only queues (the server's workers run what it queues).
   */
  background: boolean;
  /** Kysely's query log: every statement the app runs (tests count them to keep batches batched). */
  queryLog?: (event: LogEvent) => void;
}

export type Container = Awaited<ReturnType<typeof createContainer>>;

/** Builds everything on a migrated database; `start()` begins the background work, `stop()` ends it all. */
export async function createContainer(config: Config, options: ContainerOptions) {
  const { log } = options;
  const db = createDatabase(config.database, {
    onPoolError: (error) => log.error({ err: error }, 'database connection lost'),
    ...(options.queryLog ? { log: options.queryLog } : {}),
  });
  let jobs: JobQueue | undefined;
  try {
    await migrateToLatest(db);
    jobs = await createJobQueue(config, db, log);
    return { db, jobs, ...(await buildServices(config, options, db, jobs)) };
  } catch (error) {
    await jobs?.stop();
    await db.destroy();
    throw error;
  }
}

async function buildServices(
  config: Config,
  { log, background }: ContainerOptions,
  db: ReturnType<typeof createDatabase>,
  jobs: JobQueue,
) {
  const mailer = createMailer(config);
  defineMailJobs(jobs, mailer);
  const outgoingMail = new OutgoingMail(jobs);

  // Media first: the auth service signs a minor's own profile photo with it (DESIGN §10).
  const resumableUploads = await ResumableUploads.create({
    directory: join(config.dataDir, 'resumable-uploads'),
    storage: config.storage,
    maxBytes: config.video.maxUploadBytes,
    expiryMs: config.video.uploadExpiryMs,
    openBytesMax: config.video.openUploadsMaxBytes,
    minFreeBytes: config.video.uploadMinFreeBytes,
    stallMs: config.video.uploadStallMs,
    repository: new ResumableUploadsRepository(db),
    log,
  });
  // The talent_profiles writes that ride in other modules' transactions: media and auth need them.
  const profilesRepository = new ProfilesRepository(db);
  const profileRecords = new ProfileRecordsService(profilesRepository);
  // Children's files (DESIGN §10): a private storage, read only through signed, expiring URLs.
  const mediaRepository = new MediaRepository(db);
  const childStorage = await createPrivateStorage(config.storage, config.dataDir);
  const childMedia = {
    storage: childStorage,
    signer: new MediaSigner(config.childMedia.signingKey, config.childMedia.urlSeconds, childStorage),
  };
  // Scratch folder of uploads in progress, emptied at startup (MediaCleanupService.start).
  const uploadDir = join(config.dataDir, 'upload-tmp');
  const publicMedia = await createStorage(config.storage, config.mediaDir);
  const mediaFiles = new MediaFiles(mediaRepository, publicMedia, childMedia, log);
  const photos = new PhotosService(mediaRepository, mediaFiles, profileRecords);
  const videoPipeline = new VideoPipeline(mediaRepository, mediaFiles, {
    jobs,
    ffmpegPath: config.ffmpegPath,
    ffprobePath: config.ffprobePath,
    workDir: uploadDir,
    log,
    nice: config.video.transcodeNice,
    threads: config.video.transcodeThreads,
    keepOriginal: config.video.keepOriginal,
    limits: config.video.limits,
    profiles: profileRecords,
  });
  const videos = new VideosService(mediaRepository, mediaFiles, videoPipeline, resumableUploads, uploadDir);
  const childMediaService = new ChildMediaService(mediaRepository, mediaFiles, {
    workDir: uploadDir,
    // With S3, the demo's portraits are still written to the local /media/profiles folder.
    publicSources:
      config.storage.kind === 's3'
        ? [publicMedia, await createStorage({ kind: 'local' }, config.mediaDir)]
        : [publicMedia],
    log,
    profiles: profileRecords,
  });
  const mediaCleanup = new MediaCleanupService(mediaRepository, mediaFiles, childMediaService, {
    workDir: uploadDir,
    log,
  });
  // A presentation's media links read only while its viewer is live (DESIGN §13): asked per read.
  const privateMedia = new PrivateMediaService(childMedia.storage, childMedia.signer, mediaRepository, {
    isLive: (id) => presentationViewing.isViewerLive(id),
  });

  // One per process, shared by every service that revokes sessions (see LiveSessionCache).
  const liveSessions = new LiveSessionCache();
  const clientsRepository = new ClientsRepository(db);
  const clientCompanies = new ClientCompaniesService(clientsRepository);
  const auth = new AuthService(
    new AuthRepository(db),
    config,
    liveSessions,
    (url, profile, viewer) => photos.viewUrl(url, profile, viewer),
    { ownProfile: profileRecords, company: clientCompanies },
  );
  const guardian = new GuardianService(new GuardianRepository(db), auth);
  const clients = new ClientsService(clientsRepository, {
    users: auth,
    mail: outgoingMail,
    studioUrl: `${config.publicUrl}/studio`,
  });

  // Events of castings and applications become jobs; the notifications module does the telling.
  const noticeEvents = new NoticeEvents(jobs);
  const applicationsRepository = new ApplicationsRepository(db);
  const castingsRepository = new CastingsRepository(db);
  const castings = new CastingsService(
    castingsRepository,
    clients,
    noticeEvents,
    // A casting's new hours must still fit the children who applied (HG 75/2015).
    new ApplicantHoursGuard(applicationsRepository),
  );
  const studioCastings = new StudioCastingsService(castingsRepository, castings);
  const castingCovers = new CastingCoversService(
    await createStorage(config.storage, config.mediaDir, CASTING_COVER_FOLDER),
    studioCastings,
  );
  const profiles = new ProfilesService(profilesRepository, guardian, photos, auth);
  const children = new ChildrenService(
    new ChildrenRepository(db),
    guardian,
    photos,
    mediaCleanup,
    profileRecords,
  );
  const invitationsRepository = new InvitationsRepository(db);
  const applications = new ApplicationsService(
    applicationsRepository,
    castings,
    profiles,
    noticeEvents,
    // An accepted child application also plans the guardian's reminders (HG 75/2015).
    new ChildWorkEvents(jobs),
    // Applying answers the talent's invitation to that casting (DESIGN §11).
    new InvitationResponses(invitationsRepository),
  );
  const invitations = new InvitationsService({
    repository: invitationsRepository,
    clients,
    castings,
    applications,
    events: new InvitationNotices(jobs),
  });
  const talentLists = new TalentListsService({
    repository: new TalentListsRepository(db),
    clients,
    photos,
  });
  const childWorkRepository = new ChildWorkRepository(db);
  const childWork = new ChildWorkService({
    repository: childWorkRepository,
    applications,
    castings,
    children,
    users: auth,
    organisers: clients,
  });
  const applicants = new ApplicantsService(new ApplicantsRepository(db), {
    castings,
    applications,
    profiles,
    photos,
    videos,
  });
  const directory = new DirectoryService(new DirectoryRepository(db), {
    clients,
    applicants,
    photos,
    profiles,
  });
  const selfTapes = new SelfTapesService(new SelfTapesRepository(db), {
    applicants,
    applications,
    media: videos,
    events: noticeEvents,
  });
  // Message attachments (DESIGN §14), in private storage: before the account, which erases them.
  const messagesRepository = new MessagesRepository(db);
  const attachments = new MessageAttachmentsService(
    messagesRepository,
    await createPrivateStorage(config.storage, config.dataDir, ATTACHMENTS_FOLDER),
    log,
  );
  const accountRepository = new AccountRepository(db);
  const account = new AccountService({
    repository: accountRepository,
    users: auth,
    media: mediaCleanup,
    attachments,
    profiles: profileRecords,
    children,
    mailer,
    jobs,
    log,
    config,
    liveSessions,
  });
  jobs.define(ACCOUNT_JOBS.passwordResetEmail, ({ data }) => account.mailResetLink(data));
  const birthDates = new BirthDateCorrectionService(accountRepository, auth, profileRecords);
  const liveNotices = new LiveNotices(
    config.database.kind === 'postgres' ? config.database.url : undefined,
    log,
  );
  // Auditions and callbacks (DESIGN §12): their notices and reminders go through the durable queue.
  const sidesRepository = new SidesRepository(db);
  const auditions = new AuditionsService({
    repository: new AuditionsRepository(db),
    sides: sidesRepository,
    castings,
    childSlots: applications,
    events: new AuditionJobs(jobs),
    photos,
    guardian,
    calendar: { publicUrl: config.publicUrl, mailFrom: config.mailFrom },
  });
  // A casting's sides: private files, read only as a confirmed talent's stamped copy.
  const sides = new SidesService({
    repository: sidesRepository,
    storage: await createPrivateStorage(config.storage, config.dataDir, SIDES_FOLDER),
    castings: studioCastings,
    auditions,
  });
  // Messages (DESIGN §14): their notices through the durable queue.
  const messages = new MessagesService({
    repository: messagesRepository,
    clients,
    events: new MessageNotices(jobs),
    // Built next, and asked only per request: the streams hear of a message or a read thread.
    live: { touch: (userIds): Promise<void> => notifications.touch(userIds) },
    attachments,
  });
  // After auditions: an audition notice's e-mail carries its calendar file (DESIGN §12).
  const notifications = new NotificationsService({
    repository: new NotificationsRepository(db),
    users: auth,
    live: liveNotices,
    jobs,
    mailer,
    calendars: auditions,
    messages,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
  });
  const moderation = new ModerationService({
    repository: new ModerationRepository(db),
    messages,
    castings,
    clients,
    users: auth,
  });
  const noticeStreams = new NoticeStreams(notifications, config.noticeStreams, log);
  // Presentations for producers (DESIGN §13): the studio's side and the link's viewers'.
  const presentationsRepository = new PresentationsRepository(db);
  const presentations = new PresentationsService({
    repository: presentationsRepository,
    castings,
    talentLists,
    applicants,
  });
  const presentationViewing = new PresentationViewingService({
    repository: presentationsRepository,
    applicants,
    selfTapes,
  });
  const savedSearches = new SavedSearchesService(new SavedSearchesRepository(db));
  const skills = new SkillsService(new SkillsRepository(db), profiles);
  // The demo seed (first start, benches): each table's rows go in through its owner's service (DESIGN §16).
  const demo = new DemoRepository(db, {
    users: auth,
    clients: clientCompanies,
    children,
    profiles: profileRecords,
    media: photos,
    castings,
    applications,
    selfTapes,
    notifications,
    savedSearches,
    skills,
    talentLists,
    invitations,
    videos,
    auditions,
    presentations,
    messages,
    moderation,
  });
  const noticeJobs = defineNoticeJobs({
    jobs,
    notifications,
    applications,
    castings,
    profiles,
    savedSearches,
  });
  defineInvitationJobs({ jobs, invitations, notifications });
  defineMessageJobs({ jobs, messages, notifications });
  const auditionJobs = defineAuditionJobs({ jobs, auditions, notifications });
  const childWorkJobs = defineChildWorkReminders({
    jobs,
    childWork,
    repository: childWorkRepository,
    notifications,
  });

  return {
    health: new HealthService(new HealthRepository(db)),
    auth,
    guardian,
    clients,
    castings,
    studioCastings,
    profiles,
    children,
    applications,
    childWork,
    applicants,
    directory,
    selfTapes,
    account,
    birthDates,
    photos,
    videos,
    childMedia: childMediaService,
    mediaCleanup,
    castingCovers,
    uploadDir,
    privateMedia,
    resumableUploads,
    notifications,
    noticeStreams,
    savedSearches,
    demo,
    invitations,
    talentLists,
    skills,
    auditions,
    sides,
    presentations,
    presentationViewing,
    messages,
    attachments,
    moderation,

    /** Begins the work this process does beside answering: see ContainerOptions.background. */
    async start(): Promise<void> {
      if (background) {
        await mediaCleanup.start();
        resumableUploads.startSweeping();
        await liveNotices.start();
      }
      // The CLI's queue is started too, taking no jobs: pg-boss queues only once started.
      await jobs.start({ work: background && config.jobs.run });
      if (background) {
        await noticeJobs.planSchedules();
        await childWorkJobs.planSchedules();
        await auditionJobs.planSchedules();
      }
    },

    /**
     * Ends it all, in order: running jobs finish before the database they write to closes. Safe after
     * a start that failed half-way, and for the parts a CLI never started.
     */
    async stop(): Promise<void> {
      try {
        await jobs.stop();
        resumableUploads.stop();
        await liveNotices.stop();
      } finally {
        await db.destroy();
      }
    },
  };
}
