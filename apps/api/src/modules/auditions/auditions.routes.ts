import { dataOf } from '@talent/contract/api-envelope';
import { auditionSessionSchema } from '@talent/contract/audition-sessions';
import {
  auditionCheckInSchema,
  auditionConfirmSchema,
  auditionDaySchema,
  auditionDeclineSchema,
  auditionInviteResultSchema,
  auditionInviteSchema,
  auditionListSchema,
  auditionRescheduleSchema,
  auditionSchema,
  studioAuditionSchema,
  studioAuditionSessionListSchema,
  studioAuditionSessionSchema,
} from '@talent/contract/auditions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import { preferredLanguage } from '../../plugins/preferred-language';
import { bearer, idParams } from '../../plugins/route-parts';
import type { AuditionsService } from './auditions.service';

/** /api/studio: a casting's audition sessions, its invitations, the day and check-in (DESIGN §12). */
export const studioAuditionsRoutes: FastifyPluginAsyncZod<{ auditionsService: AuditionsService }> = async (
  app,
  { auditionsService: auditions },
) => {
  const staff = [app.authenticate, app.requireStaff];
  const language = (headers: { 'accept-language'?: string }) => preferredLanguage(headers['accept-language']);

  app.post(
    '/castings/:id/audition-sessions',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Make an audition or callback session, its times on a Romanian clock',
        security: bearer,
        params: idParams,
        body: auditionSessionSchema,
        response: { 201: dataOf(studioAuditionSessionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await auditions.createSession(
        requireStaffActor(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: session });
    },
  );

  app.get(
    '/castings/:id/audition-sessions',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "The casting's sessions with their slots and who is in each, and its sides",
        security: bearer,
        params: idParams,
        response: { 200: studioAuditionSessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => auditions.listSessions(requireStaffActor(request), request.params.id),
  );

  app.patch(
    '/audition-sessions/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Change a session (the whole session is sent); the talents booked are told',
        security: bearer,
        params: idParams,
        body: auditionSessionSchema,
        response: {
          200: dataOf(studioAuditionSessionSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({
      data: await auditions.updateSession(
        requireStaffActor(request),
        request.params.id,
        request.body,
        language(request.headers),
      ),
    }),
  );

  app.delete(
    '/audition-sessions/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Cancel a session: everyone invited or booked is told',
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await auditions.cancelSession(requireStaffActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/audition-sessions/:id/invitations',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Invite applicants: into one slot, or each into the next free slot its hours allow',
        security: bearer,
        params: idParams,
        body: auditionInviteSchema,
        response: { 201: auditionInviteResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await auditions.invite(
        requireStaffActor(request),
        request.params.id,
        request.body,
        language(request.headers),
      );
      return reply.code(201).send({ data: result });
    },
  );

  app.get(
    '/audition-sessions/:id/day',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'The day: slots in order with who is booked, their contact (a minor’s guardian) and status',
        security: bearer,
        params: idParams,
        response: { 200: auditionDaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await auditions.day(requireStaffActor(request), request.params.id) }),
  );

  app.post(
    '/auditions/:id/check-in',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Arrived or no-show',
        security: bearer,
        params: idParams,
        body: auditionCheckInSchema,
        response: { 200: dataOf(studioAuditionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await auditions.checkIn(requireStaffActor(request), request.params.id, request.body),
    }),
  );
};

/** /api/auditions: the talent's own auditions and their children's. */
export const talentAuditionsRoutes: FastifyPluginAsyncZod<{ auditionsService: AuditionsService }> = async (
  app,
  { auditionsService: auditions },
) => {
  const talent = [app.authenticate, app.requireTalent];
  const language = (headers: { 'accept-language'?: string }) => preferredLanguage(headers['accept-language']);

  app.get(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['auditions'],
        summary: 'The talent’s auditions (a guardian’s children’s too): soonest first, then the past',
        security: bearer,
        response: { 200: auditionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => auditions.listOwn(requireAuth(request).userId, language(request.headers)),
  );

  app.post(
    '/:id/confirm',
    {
      onRequest: talent,
      schema: {
        tags: ['auditions'],
        summary: 'Confirm the slot given, or a free one chosen',
        security: bearer,
        params: idParams,
        body: auditionConfirmSchema,
        response: { 200: dataOf(auditionSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await auditions.confirm(
        requireAuth(request).userId,
        request.params.id,
        request.body.slotStart,
        language(request.headers),
      ),
    }),
  );

  app.post(
    '/:id/decline',
    {
      onRequest: talent,
      schema: {
        tags: ['auditions'],
        summary: 'Decline, with an optional note; the slot goes to the next one waiting',
        security: bearer,
        params: idParams,
        body: auditionDeclineSchema,
        response: { 200: dataOf(auditionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await auditions.answer(
        requireAuth(request).userId,
        request.params.id,
        'DECLINED',
        request.body.note,
        language(request.headers),
      ),
    }),
  );

  app.post(
    '/:id/reschedule',
    {
      onRequest: talent,
      schema: {
        tags: ['auditions'],
        summary: 'Ask for another time (say which suit); the slot is freed',
        security: bearer,
        params: idParams,
        body: auditionRescheduleSchema,
        response: { 200: dataOf(auditionSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await auditions.answer(
        requireAuth(request).userId,
        request.params.id,
        'RESCHEDULE_REQUESTED',
        request.body.note,
        language(request.headers),
      ),
    }),
  );

  app.get(
    '/:id/calendar.ics',
    {
      onRequest: talent,
      schema: {
        tags: ['auditions'],
        summary: 'The audition as an RFC 5545 calendar file (METHOD:CANCEL once cancelled or declined)',
        security: bearer,
        params: idParams,
        response: {
          200: fileResponse('The calendar file, an attachment', 'text/calendar'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const ics = await auditions.calendarFile(requireAuth(request).userId, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audition.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
};
