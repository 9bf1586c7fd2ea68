import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http-error';
import { LocalDiskStorage } from './local-disk-storage';
import type { MediaRepository } from './media.repository';
import { type MediaSigner, type SignedQuery, signedViewerOf } from './media-signer';
import { contentTypeOf, type Storage } from './storage';

export const MEDIA_LINK_MESSAGES = {
  invalid: 'This media link is not valid.',
  expired: 'This media link has expired. Reload the page to get a new one.',
  notFound: 'This file does not exist (any more).',
} as const;

/** How many (link, fetcher) reads one process remembers as logged; the oldest is forgotten first. */
export const LOGGED_LINKS_MAX = 10_000;

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
/** Enough of a User-Agent to tell browsers and tools apart; the rest is not kept. */
const USER_AGENT_MAX = 300;

/** Who sent a read: what is known of a request that carries no token (an <img> or <video>). */
export interface Fetcher {
  ip: string;
  userAgent: string | undefined;
}
const notFound = () => new HttpError(404, 'NOT_FOUND', MEDIA_LINK_MESSAGES.notFound);
const expired = () => new HttpError(403, 'MEDIA_LINK_EXPIRED', MEDIA_LINK_MESSAGES.expired);

/** Whether a presentation's viewer may still read: the presentation neither revoked nor expired. */
export interface PresentationViewers {
  isLive(presentationViewerId: string): Promise<boolean>;
}

/** What the route sends: the file (whole or one range), or 416 for a range outside it. */
export type PrivateMediaAnswer =
  | {
      kind: 'file';
      contentType: string;
      size: number;
      /** Seconds left until the link expires (the browser's cache lifetime). */
      maxAge: number;
      range: { start: number; end: number } | undefined;
      stream: Readable;
    }
  | { kind: 'unsatisfiable'; size: number };

/** One `bytes=start-end` range of a file of `size` bytes; undefined for none or several (whole file). */
function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'bad';
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'bad' : { start, end };
}

/**
 * Reads of minors' files through their signed URLs (DESIGN §10, local storage): the link checked
 * (HMAC in constant time, then the expiry), the file found, and the read logged in child_media_access
 * with the viewer the link was made for and who fetched it (address, User-Agent): a link passed on
 * shows up as reads from elsewhere. Every answer with bytes (200 or 206, whatever the range) is logged,
 * once per link (file, viewer, expiry), fetcher and process: a video's many Range requests make one
 * row, a range that skips the start no less than the whole file. A presentation's link (`viewer` is
 * `pv:<id>`, DESIGN §13) reads only while its viewer is live: revoking the presentation ends its links
 * at once, not when they expire.
 */
export class PrivateMediaService {
  /** Links already logged (or being logged) by this process, oldest first. */
  private readonly logged = new Map<string, true>();

  constructor(
    private readonly storage: Storage,
    private readonly signer: MediaSigner,
    private readonly repository: Pick<MediaRepository, 'logChildAccess'>,
    private readonly presentationViewers: PresentationViewers,
    private readonly maxLogged = LOGGED_LINKS_MAX,
  ) {}

  async open(
    key: string,
    query: Partial<SignedQuery>,
    request: { method: string; range: string | undefined; fetcher: Fetcher; log: FastifyBaseLogger },
  ): Promise<PrivateMediaAnswer> {
    if (!KEY.test(key) || key.includes('..')) throw notFound();
    const verdict = this.signer.check(key, query);
    if (verdict === 'invalid') throw new HttpError(403, 'MEDIA_LINK_INVALID', MEDIA_LINK_MESSAGES.invalid);
    if (verdict === 'expired') throw expired();
    // check() said ok: p, exp and viewer are there.
    const { p, exp, viewer } = query as SignedQuery;
    const signed = signedViewerOf(viewer);
    // Every read asks, the logged ones too: a revoked presentation's links stop before they expire.
    if (
      signed.presentationViewerId !== null &&
      !(await this.presentationViewers.isLive(signed.presentationViewerId))
    )
      throw expired();
    if (!(this.storage instanceof LocalDiskStorage)) throw notFound();
    const path = this.storage.pathOf(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) throw notFound();
      size = info.size;
    } catch {
      throw notFound();
    }
    const range = rangeOf(request.range, size);
    if (range === 'bad') return { kind: 'unsatisfiable', size };
    if (request.method === 'GET') await this.logRead(key, p, exp, viewer, request.fetcher, request.log);
    return {
      kind: 'file',
      contentType: contentTypeOf(key),
      size,
      maxAge: Math.max(0, Number(exp) - Math.floor(Date.now() / 1000)),
      range,
      stream: range ? createReadStream(path, { start: range.start, end: range.end }) : createReadStream(path),
    };
  }

  /** One row per link, fetcher and process; a read that cannot be logged (profile or viewer gone) is refused. */
  private async logRead(
    key: string,
    profileId: string,
    exp: string,
    viewer: string,
    fetcher: Fetcher,
    log: FastifyBaseLogger,
  ) {
    const userAgent = fetcher.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
    const link = `${key}\n${profileId}\n${viewer}\n${exp}\n${fetcher.ip}\n${userAgent ?? ''}`;
    if (this.logged.has(link)) return;
    if (this.logged.size >= this.maxLogged) {
      const oldest = this.logged.keys().next().value;
      if (oldest !== undefined) this.logged.delete(oldest);
    }
    // Remembered before the write: the parallel Range requests of one playback log once.
    this.logged.set(link, true);
    try {
      const { userId, presentationViewerId } = signedViewerOf(viewer);
      await this.repository.logChildAccess([
        { profileId, key, viewerId: userId, presentationViewerId, fetcher: { ip: fetcher.ip, userAgent } },
      ]);
    } catch (error) {
      this.logged.delete(link);
      // The profile (or the viewer's account, or the presentation's viewer) is gone: so is the right to read.
      log.warn({ err: error, key }, 'child media access not logged: refused');
      throw notFound();
    }
  }
}
