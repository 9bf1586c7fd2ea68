import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Storage } from './storage';

/** Where the API serves a child's files (local storage) and the stable, unsigned form stored in rows. */
export const PRIVATE_MEDIA_PATH = '/api/media/private';

/** The signed parts of a local link: `?p=<profile>&exp=<unix s>&viewer=<user id>&sig=<hex>`. */
export interface SignedQuery {
  p: string;
  exp: string;
  viewer: string;
  sig: string;
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

/** The signed `viewer` of a presentation's link (DESIGN §13): its viewer has no account, only this id. */
const PRESENTATION_VIEWER_PREFIX = 'pv:';

/** The `viewer` a presentation viewer's links are signed for. */
export const presentationViewerParam = (presentationViewerId: string) =>
  `${PRESENTATION_VIEWER_PREFIX}${presentationViewerId}`;

/** Whom a signed `viewer` names: a user (or nobody: ''), or a presentation's viewer. */
export function signedViewerOf(viewer: string): {
  userId: string | null;
  presentationViewerId: string | null;
} {
  if (viewer.startsWith(PRESENTATION_VIEWER_PREFIX))
    return { userId: null, presentationViewerId: viewer.slice(PRESENTATION_VIEWER_PREFIX.length) };
  return { userId: viewer === '' ? null : viewer, presentationViewerId: null };
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * Signed, expiring URLs of children's files (DESIGN §10). Local storage: an HMAC-SHA256 over the key,
 * the profile, the expiry and the viewer, checked by GET /api/media/private/:key. S3: a presigned GET of
 * the private `children/` prefix. The expiry is rounded up to a quarter of the lifetime, so the URLs of
 * one file for one viewer stay the same for a while (the browser's cache and React Query keep working)
 * and each one is valid for at least `seconds`, at most a quarter more.
 */
export class MediaSigner {
  constructor(
    private readonly key: Buffer,
    private readonly seconds: number,
    private readonly storage: Storage,
  ) {}

  /** What rows keep (profile_photo_url): no signature, no expiry; never served as it is. */
  stablePath(key: string): string {
    return `${PRIVATE_MEDIA_PATH}/${key}`;
  }

  /** The storage key of a stable path or of a signed URL of ours (query dropped); null for anything else. */
  keyOf(url: string): string | null {
    const path = url.split(/[?#]/)[0] ?? '';
    const key = path.slice(path.lastIndexOf('/') + 1);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }

  isStablePath(url: string): boolean {
    return url.startsWith(`${PRIVATE_MEDIA_PATH}/`) && !url.includes('?');
  }

  /**
   * The signing time and expiry (unix s) of a URL signed at `now`; with `notAfter` (ms), the expiry is
   * cut back to it, rounded down, so the rounding never carries a link past the cap.
   */
  private window(now: number, notAfter: number | undefined): { start: number; expires: number } {
    const step = Math.max(1, Math.floor(this.seconds / 4));
    const start = Math.floor(now / 1000 / step) * step;
    const expires = start + step + this.seconds;
    return {
      start,
      expires: notAfter === undefined ? expires : Math.min(expires, Math.floor(notAfter / 1000)),
    };
  }

  private mac(key: string, profileId: string, exp: string, viewer: string): Buffer {
    return createHmac('sha256', this.key).update(`${key}\n${profileId}\n${exp}\n${viewer}`).digest();
  }

  /**
   * A URL of `key` (a file of `profileId`) that `viewerId` may hand to an <img> or <video>, valid until
   * `notAfter` (ms) at the latest when given: a presentation's links end with the presentation.
   */
  async sign(
    key: string,
    profileId: string,
    viewerId: string | null,
    now = Date.now(),
    notAfter?: number,
  ): Promise<string> {
    const { start, expires } = this.window(now, notAfter);
    if (this.storage.presignedUrl) {
      // S3 takes a lifetime from the signing time, at least one second.
      return this.storage.presignedUrl(key, Math.max(1, expires - start), new Date(start * 1000));
    }
    const viewer = viewerId ?? '';
    const exp = String(expires);
    const sig = this.mac(key, profileId, exp, viewer).toString('hex');
    const query = new URLSearchParams({ p: profileId, exp, viewer, sig });
    return `${this.stablePath(key)}?${query.toString()}`;
  }

  /** A local link's check: the signature first (constant time), then the expiry. */
  check(key: string, query: Partial<SignedQuery>, now = Date.now()): LinkCheck {
    const { p, exp, viewer, sig } = query;
    if (!p || !exp || viewer === undefined || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig))
      return 'invalid';
    const expected = this.mac(key, p, exp, viewer);
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
    return Number(exp) * 1000 <= now ? 'expired' : 'ok';
  }
}
