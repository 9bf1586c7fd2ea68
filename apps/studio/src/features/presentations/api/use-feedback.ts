import type {
  ApplicantFeedback,
  CastingFeedback,
  PresentationFeedback,
} from '@talent/contract/presentations';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** Every feedback query of the studio: what a presentation's viewers said and watched. */
export const FEEDBACK_KEY = ['studio-presentation-feedback'] as const;
export const castingFeedbackKey = (castingId: string) => [...FEEDBACK_KEY, 'casting', castingId] as const;
export const presentationFeedbackKey = (id: string) => [...FEEDBACK_KEY, 'presentation', id] as const;

/**
 * How often an open feedback screen asks again: a producer votes from a phone while the director
 * watches, and the issue wants the vote seen "within seconds". Stale as soon, so coming back to
 * the tab (or to the page) asks again at once; a tab in the background is not polled.
 */
export const FEEDBACK_POLL_MS = 5000;

/** GET /studio/castings/{id}/presentation-feedback: the votes and plays of each applicant that has any. */
export async function getCastingFeedback(castingId: string, signal?: AbortSignal): Promise<CastingFeedback> {
  return apiData<CastingFeedback>(`/studio/castings/${encodeURIComponent(castingId)}/presentation-feedback`, {
    signal,
  });
}

/** GET /studio/presentations/{id}/feedback: the presentation, its viewers, and each talent's feedback. */
export async function getPresentationFeedback(
  id: string,
  signal?: AbortSignal,
): Promise<PresentationFeedback> {
  return apiData<PresentationFeedback>(`/studio/presentations/${encodeURIComponent(id)}/feedback`, {
    signal,
  });
}

/**
 * The casting's feedback by application id: ONE request for the whole list of applicants (never one
 * per row), which the applicant view reads from the same cache.
 */
export function useCastingFeedback(castingId: string) {
  return useQuery({
    queryKey: castingFeedbackKey(castingId),
    queryFn: ({ signal }) => getCastingFeedback(castingId, signal),
    select: byApplication,
    refetchInterval: FEEDBACK_POLL_MS,
    staleTime: FEEDBACK_POLL_MS,
  });
}

export function usePresentationFeedback(id: string) {
  return useQuery({
    queryKey: presentationFeedbackKey(id),
    queryFn: ({ signal }) => getPresentationFeedback(id, signal),
    refetchInterval: FEEDBACK_POLL_MS,
    staleTime: FEEDBACK_POLL_MS,
  });
}

export function byApplication(feedback: CastingFeedback): ReadonlyMap<string, ApplicantFeedback> {
  return new Map(feedback.map((entry) => [entry.applicationId, entry]));
}
