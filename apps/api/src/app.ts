import rateLimit from '@fastify/rate-limit';
import { RESUMABLE_UPLOAD_PATH } from '@talent/contract/media';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LogEvent } from 'kysely';
import type { Config } from './config';
import { type Container, createContainer } from './container';
import { HttpError } from './http-error';
import { createLogger } from './logger';
import { accountRoutes } from './modules/account/account.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { studioApplicationsRoutes } from './modules/applications/studio-applications.routes';
import { studioAuditionsRoutes, talentAuditionsRoutes } from './modules/auditions/auditions.routes';
import { studioSidesRoutes, talentSidesRoutes } from './modules/auditions/sides.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { staffAuthRoutes } from './modules/auth/staff-auth.routes';
import { castingCoversRoutes } from './modules/castings/casting-covers.routes';
import { castingsRoutes } from './modules/castings/castings.routes';
import { studioCastingsRoutes } from './modules/castings/studio-castings.routes';
import { childWorkRoutes } from './modules/child-work/child-work.routes';
import { childProfileRoutes } from './modules/children/child-profile.routes';
import { childrenRoutes } from './modules/children/children.routes';
import { adminClientsRoutes, staffMeRoutes } from './modules/clients/clients.routes';
import { directoryRoutes, profileViewsRoutes } from './modules/directory/directory.routes';
import { guardianRoutes } from './modules/guardian/guardian.routes';
import { healthRoutes } from './modules/health/health.routes';
import { studioInvitationsRoutes, talentInvitationsRoutes } from './modules/invitations/invitations.routes';
import type { JobQueue } from './modules/jobs/job-queue';
import { mediaRoutes } from './modules/media/media.routes';
import { PRIVATE_MEDIA_PATH } from './modules/media/media-signer';
import { privateMediaRoutes } from './modules/media/private-media.routes';
import { resumableUploadsRoutes } from './modules/media/resumable-uploads.routes';
import { attachmentsRoutes } from './modules/messages/attachments.routes';
import { studioMessagesRoutes, talentMessagesRoutes } from './modules/messages/messages.routes';
import { adminModerationRoutes, reportsRoutes } from './modules/moderation/moderation.routes';
import {
  notificationPreferencesRoutes,
  notificationsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/notifications.routes';
import { presentationViewingRoutes } from './modules/presentations/presentation-viewing.routes';
import { studioPresentationsRoutes } from './modules/presentations/presentations.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { studioSelfTapesRoutes, talentSelfTapesRoutes } from './modules/self-tapes/self-tapes.routes';
import { skillsRoutes } from './modules/skills/skills.routes';
import { talentListsRoutes } from './modules/talent-lists/talent-lists.routes';
import { authPlugin, requireAuth } from './plugins/auth';
import { clientErrorHandler, refuseWhileClosing } from './plugins/connections';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticWebPlugin } from './plugins/static-web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once (container.ts); tests reach the app's own through it. */
    container: Container;
    db: Container['db'];
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
    loggerInstance: createLogger(config, options.logStream ?? process.stdout),
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

    const container = await createContainer(config, {
      log: app.log,
      background: true,
      ...(options.queryLog ? { queryLog: options.queryLog } : {}),
    });
    // One hook ends it all in order (container.stop): jobs, sweeps and channels, then the database.
    app.addHook('onClose', () => container.stop());
    app.decorate('container', container);
    app.decorate('db', container.db);
    app.decorate('jobs', container.jobs);
    app.decorate('secureChildMedia', () => container.childMedia.secureChildMedia());
    // Open streams would hold the shutdown; their clients reconnect (to another process, or after the restart).
    app.addHook('preClose', async () => container.noticeStreams.closeAll());
    await registerRoutes(app, config, container);
    await app.register(staticWebPlugin, {
      webDistDir: config.webDistDir,
      studioDistDir: config.studioDistDir,
      mediaDir: config.mediaDir,
      agencyUrl: config.agencyUrl,
    });
    await container.start();
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** Every module's routes, each handed the services it calls (built once, in the container). */
async function registerRoutes(app: FastifyInstance, config: Config, services: Container): Promise<void> {
  const { auth, profiles, children, photos, videos, uploadDir } = services;
  await app.register(authPlugin, { authService: auth });
  await app.register(healthRoutes, { prefix: '/api/health', healthService: services.health });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    authService: auth,
    registerMaxPerIp: config.registerMaxPerIp,
  });
  await app.register(staffAuthRoutes, {
    prefix: '/api/staff/auth',
    authService: auth,
    registerMaxPerIp: config.registerMaxPerIp,
  });
  await app.register(guardianRoutes, {
    prefix: '/api/users/guardian-mode',
    guardianService: services.guardian,
  });
  await app.register(staffMeRoutes, { prefix: '/api/staff/me', clientsService: services.clients });
  await app.register(adminClientsRoutes, { prefix: '/api/admin/clients', clientsService: services.clients });
  await app.register(privateMediaRoutes, {
    prefix: PRIVATE_MEDIA_PATH,
    privateMediaService: services.privateMedia,
  });
  await app.register(resumableUploadsRoutes, {
    prefix: RESUMABLE_UPLOAD_PATH,
    uploads: services.resumableUploads,
    perHour: config.video.uploadsPerHour,
  });
  await app.register(castingsRoutes, { prefix: '/api/castings', castingsService: services.castings });
  await app.register(studioCastingsRoutes, {
    prefix: '/api/studio',
    studioCastingsService: services.studioCastings,
  });
  await app.register(castingCoversRoutes, {
    prefix: '/api/studio',
    castingCoversService: services.castingCovers,
    workDir: uploadDir,
  });
  await app.register(applicationsRoutes, {
    prefix: '/api/applications',
    applicationsService: services.applications,
  });
  await app.register(childWorkRoutes, { prefix: '/api/applications', childWorkService: services.childWork });
  await app.register(studioApplicationsRoutes, {
    prefix: '/api/studio',
    applicantsService: services.applicants,
  });
  await app.register(directoryRoutes, { prefix: '/api/studio', directoryService: services.directory });
  await app.register(profileViewsRoutes, {
    prefix: '/api/profiles/me',
    directoryService: services.directory,
  });
  await app.register(studioSelfTapesRoutes, { prefix: '/api/studio', selfTapesService: services.selfTapes });
  await app.register(talentSelfTapesRoutes, { prefix: '/api', selfTapesService: services.selfTapes });
  await app.register(profilesRoutes, { prefix: '/api/profiles', profilesService: profiles });
  await app.register(childrenRoutes, { prefix: '/api/children', childrenService: children });
  await app.register(childProfileRoutes, {
    prefix: '/api/profiles/children',
    childrenService: children,
    profilesService: profiles,
  });
  await app.register(mediaRoutes, {
    prefix: '/api/profiles/me',
    photosService: photos,
    videosService: videos,
    workDir: uploadDir,
    whose: 'own profile',
    resolveProfile: (request) => profiles.editableProfile(requireAuth(request).userId),
  });
  await app.register(mediaRoutes, {
    prefix: '/api/profiles/children/:childId',
    photosService: photos,
    videosService: videos,
    workDir: uploadDir,
    whose: 'child profile',
    resolveProfile: (request) =>
      children.childProfile(requireAuth(request).userId, (request.params as { childId?: string }).childId),
  });
  await app.register(accountRoutes, { prefix: '/api/auth', accountService: services.account });
  await app.register(notificationsRoutes, {
    prefix: '/api/notifications',
    notificationsService: services.notifications,
    streams: services.noticeStreams,
  });
  await app.register(notificationPreferencesRoutes, {
    prefix: '/api/notification-preferences',
    notificationsService: services.notifications,
  });
  await app.register(unsubscribeRoutes, {
    prefix: '/api/unsubscribe',
    notificationsService: services.notifications,
  });
  await app.register(savedSearchesRoutes, {
    prefix: '/api/saved-searches',
    savedSearchesService: services.savedSearches,
  });
  await app.register(skillsRoutes, { prefix: '/api/skills', skillsService: services.skills });
  await app.register(talentListsRoutes, {
    prefix: '/api/studio/talent-lists',
    talentListsService: services.talentLists,
  });
  await app.register(studioInvitationsRoutes, {
    prefix: '/api/studio',
    invitationsService: services.invitations,
  });
  await app.register(talentInvitationsRoutes, {
    prefix: '/api/invitations',
    invitationsService: services.invitations,
  });
  await app.register(studioAuditionsRoutes, { prefix: '/api/studio', auditionsService: services.auditions });
  await app.register(studioPresentationsRoutes, {
    prefix: '/api/studio',
    presentationsService: services.presentations,
  });
  await app.register(presentationViewingRoutes, {
    prefix: '/api/p',
    viewingService: services.presentationViewing,
  });
  await app.register(talentAuditionsRoutes, {
    prefix: '/api/auditions',
    auditionsService: services.auditions,
  });
  await app.register(studioSidesRoutes, {
    prefix: '/api/studio',
    sidesService: services.sides,
    workDir: uploadDir,
  });
  await app.register(talentSidesRoutes, { prefix: '/api/auditions', sidesService: services.sides });
  // Messages and safety (DESIGN §14).
  await app.register(talentMessagesRoutes, { prefix: '/api', messagesService: services.messages });
  await app.register(studioMessagesRoutes, { prefix: '/api/studio', messagesService: services.messages });
  await app.register(attachmentsRoutes, {
    prefix: '/api',
    attachmentsService: services.attachments,
    workDir: uploadDir,
  });
  await app.register(reportsRoutes, { prefix: '/api', moderationService: services.moderation });
  await app.register(adminModerationRoutes, { prefix: '/api/admin', moderationService: services.moderation });
}
