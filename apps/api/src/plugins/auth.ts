import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http-error';
import {
  type AuthContext,
  type AuthService,
  isStaffRole,
  onlyAdmin,
  onlyStaff,
  onlyTalent,
  type StaffActor,
} from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid Bearer access token of a live session, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** hook after `authenticate`: talent endpoints refuse every other role (specification §1). */
    requireTalent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** hook after `authenticate`: operator endpoints take CLIENT and ADMIN accounts only. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** hook after `authenticate`: administration takes ADMIN accounts only. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The signed-in caller of a route behind `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in CLIENT or ADMIN of a route behind `requireStaff`. */
export function requireStaffActor(request: FastifyRequest): StaffActor {
  const { userId, role } = requireAuth(request);
  if (!isStaffRole(role)) throw onlyStaff();
  return { userId, role };
}

export const authPlugin = fp(async (app: FastifyInstance, { authService }: { authService: AuthService }) => {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    request.auth = await authService.authenticate(match[1]);
  });

  app.decorate('requireTalent', async (request: FastifyRequest) => {
    if (requireAuth(request).role !== 'TALENT') throw onlyTalent();
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    requireStaffActor(request);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (requireStaffActor(request).role !== 'ADMIN') throw onlyAdmin();
  });
});
