/** Where the studio was opened from, by its query (DESIGN §15): what the take becomes. */
export type SelfTapeOrigin =
  /** A casting team's self-tape request: the take answers it. */
  | { kind: 'request'; applicationId: string; requestId: string }
  /** An audition: its instructions are the sides; the take becomes a profile video. */
  | { kind: 'audition'; auditionId: string }
  /** The videos tab: the take becomes a video of the own profile, or of a guardian's child. */
  | { kind: 'profile'; childId: string | null };

export function originFromSearch(search: URLSearchParams): SelfTapeOrigin {
  const applicationId = search.get('application');
  const requestId = search.get('request');
  if (applicationId && requestId) return { kind: 'request', applicationId, requestId };
  const auditionId = search.get('audition');
  if (auditionId) return { kind: 'audition', auditionId };
  return { kind: 'profile', childId: search.get('child') || null };
}

/**
 * The IndexedDB session the takes (and the saved sides) are kept under (`StoredTake.sessionKey`): the
 * signed-in user's own, so on a shared phone one account never lists another's takes.
 */
export function sessionKeyOf(origin: SelfTapeOrigin, userId: string): string {
  const account = accountPrefixOf(userId);
  switch (origin.kind) {
    case 'request':
      return `${account}request:${origin.requestId}`;
    case 'audition':
      return `${account}audition:${origin.auditionId}`;
    case 'profile':
      return `${account}profile:${origin.childId ?? 'me'}`;
  }
}

/** What every session key of the account starts with: its takes and sides go at sign-out. */
export const accountPrefixOf = (userId: string) => `${userId}:`;

/** Where the page's "back" and a sent take lead. */
export function backPathOf(origin: SelfTapeOrigin): string {
  switch (origin.kind) {
    case 'request':
      return `/my-applications/${encodeURIComponent(origin.applicationId)}#application-self-tapes`;
    case 'audition':
      return '/auditions';
    case 'profile':
      return origin.childId
        ? `/children/${encodeURIComponent(origin.childId)}/talent-profile?tab=videos`
        : '/profile?tab=videos';
  }
}
