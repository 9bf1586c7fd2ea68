import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { ApiError } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { applicationQueryOptions, selfTapeRequestsQueryOptions } from '@/lib/application-self-tapes';
import { auditionsQueryOptions } from '@/lib/auditions-query';
import type { SelfTapeOrigin } from '../self-tape-origin';

/** What the studio needs to know of where it was opened from. */
export interface StudioTarget {
  /** The text the sides start from: the request's or the audition's instructions. */
  instructions: string;
  /** The profile the take is sent to (a guardian's child), null for the own profile. */
  childId: string | null;
  /** The casting's title, for the video's default title; null from the videos tab. */
  castingTitle: string | null;
  /** The request the take answers. */
  requestId: string | null;
  /** The request was answered already: the take sent now replaces that answer (before the deadline). */
  replaces: boolean;
}

export type StudioOrigin =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'notFound' }
  /** The request's deadline passed (answered or not). */
  | { status: 'closed'; state: 'SUBMITTED' | 'MISSED' }
  | { status: 'ready'; target: StudioTarget };

const LOADING: StudioOrigin = { status: 'loading' };
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The studio's origin, loaded from the same queries (and cache entries) as the application's page and
 * the auditions page; only the origin's own queries run.
 */
export function useStudioOrigin(origin: SelfTapeOrigin): StudioOrigin {
  const found = useCurrentOrigin(origin);
  // Once the studio is open it stays so: a background refetch that fails on a weak connection, the
  // deadline passing mid-take or the request answered by this very send must not take away a take
  // being recorded or an upload under way. (The server still decides on the answer.)
  const opened = useRef<StudioOrigin | null>(null);
  if (found.status === 'ready' && !opened.current) opened.current = found;
  return opened.current ?? found;
}

function useCurrentOrigin(origin: SelfTapeOrigin): StudioOrigin {
  const applicationId = origin.kind === 'request' ? origin.applicationId : '';
  const application = useQuery({ ...applicationQueryOptions(applicationId), enabled: !!applicationId });
  const requests = useQuery({ ...selfTapeRequestsQueryOptions(applicationId), enabled: !!applicationId });
  const auditions = useQuery({ ...auditionsQueryOptions(), enabled: origin.kind === 'audition' });

  switch (origin.kind) {
    case 'profile':
      return {
        status: 'ready',
        target: {
          instructions: '',
          childId: origin.childId,
          castingTitle: null,
          requestId: null,
          replaces: false,
        },
      };
    case 'audition': {
      if (auditions.isPending) return LOADING;
      if (auditions.isError) return { status: 'failed', retry: () => void auditions.refetch() };
      const audition = auditions.data.find((item) => item.id === origin.auditionId);
      if (!audition) return { status: 'notFound' };
      return {
        status: 'ready',
        target: {
          instructions: audition.session.instructions ?? '',
          childId: audition.childId,
          castingTitle: audition.casting.title,
          requestId: null,
          replaces: false,
        },
      };
    }
    case 'request': {
      if (isNotFound(application.error) || isNotFound(requests.error)) return { status: 'notFound' };
      if (application.isPending || requests.isPending) return LOADING;
      if (application.isError || requests.isError) {
        return {
          status: 'failed',
          retry: () => void Promise.all([application.refetch(), requests.refetch()]),
        };
      }
      const request = requests.data.find((item: SelfTapeRequest) => item.id === origin.requestId);
      if (!request) return { status: 'notFound' };
      // By the deadline as well as the server's state: a request left open in the cache past it is late.
      // (The contract's selfTapeState would bring zod into the studio's first chunk.) Until then an
      // answered request takes a new answer, which replaces the one sent (as the server allows).
      const late = Date.parse(request.deadline) <= Date.now();
      if (late || request.state === 'MISSED')
        return { status: 'closed', state: request.state === 'SUBMITTED' ? 'SUBMITTED' : 'MISSED' };
      return {
        status: 'ready',
        target: {
          instructions: request.instructions,
          childId: application.data.childId,
          castingTitle: application.data.casting?.title ?? null,
          requestId: request.id,
          replaces: request.state === 'SUBMITTED',
        },
      };
    }
  }
}
