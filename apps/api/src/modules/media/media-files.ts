import { MEDIA_MESSAGES } from '@talent/contract/media';
import type { FastifyBaseLogger } from 'fastify';
import type { TalentProfileRow } from '../../db/schema';
import type { MediaRepository, PhotoRow } from './media.repository';
import { badInput } from './media-input';
import { type MediaSigner, presentationViewerParam } from './media-signer';
import { isMinorProfile, type UploadingProfile } from './minor-profile';
import type { Storage } from './storage';

/** A profile as far as its media cares (privacy is each file row's own, `private`). */
export type MediaProfile = Pick<TalentProfileRow, 'id' | 'child_id'>;
/**
 * A presentation's viewer (DESIGN §13): no account, so the links name its id (`pv:<id>`), and they
 * expire no later than `notAfter` (an ISO instant: the presentation's expiry).
 */
export interface LinkViewer {
  presentationViewerId: string;
  notAfter: string;
}
/** Who the URLs are made for (a child's are signed for them): a user id, null (no user), or a link's viewer. */
export type MediaViewer = string | null | LinkViewer;

/** What the signer and the access log take of a viewer. */
function signingOf(viewer: MediaViewer): {
  viewer: string | null;
  notAfter: number | undefined;
  log: { viewerId: string | null; presentationViewerId: string | null };
} {
  if (viewer === null || typeof viewer === 'string')
    return { viewer, notAfter: undefined, log: { viewerId: viewer, presentationViewerId: null } };
  const notAfter = Date.parse(viewer.notAfter);
  if (Number.isNaN(notAfter))
    throw new Error(`A link viewer's notAfter is not an instant: ${viewer.notAfter}`);
  return {
    viewer: presentationViewerParam(viewer.presentationViewerId),
    notAfter,
    log: { viewerId: null, presentationViewerId: viewer.presentationViewerId },
  };
}

/** Children's files (DESIGN §10): their own storage, read only through the signer's expiring URLs. */
export interface ChildMediaStore {
  storage: Storage;
  signer: MediaSigner;
}

export type PhotoVariantKey = 'display_key' | 'original_key' | 'thumbnail_key';

/**
 * Where the files of profiles live and how they are handed out, shared by the photo, video and
 * children's-media services: a minor's file in the private storage behind a signed URL, anyone
 * else's in the public one at its plain URL.
 */
export class MediaFiles {
  constructor(
    private readonly repository: MediaRepository,
    readonly publicStorage: Storage,
    readonly childMedia: ChildMediaStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether a new file of `profile` goes private: a minor's. */
  isPrivate(profile: UploadingProfile): boolean {
    return isMinorProfile(profile);
  }

  /** Where a file lives: a private row's in the private storage (DESIGN §10). */
  storageFor(isPrivate: boolean | number): Storage {
    return isPrivate ? this.childMedia.storage : this.publicStorage;
  }

  /**
   * The URL maker for one profile's files as `viewer` gets them: a public row's public URL, a private
   * row's signed URL. With S3 the reads go straight to the bucket, so the access log records the
   * hand-out: `flush` writes one row per file given (local storage logs each read in the private route).
   */
  urlMaker(profile: MediaProfile, viewer: MediaViewer) {
    const { signer, storage } = this.childMedia;
    const signing = signingOf(viewer);
    const handedOut: Array<{
      profileId: string;
      key: string;
      viewerId: string | null;
      presentationViewerId: string | null;
    }> = [];
    const logsHandOut = storage.presignedUrl !== undefined;
    return {
      url: async (key: string, isPrivate: boolean | number) => {
        if (!isPrivate) return this.publicStorage.url(key);
        if (logsHandOut) handedOut.push({ profileId: profile.id, key, ...signing.log });
        return signer.sign(key, profile.id, signing.viewer, Date.now(), signing.notAfter);
      },
      flush: () => this.repository.logChildAccess(handedOut),
    };
  }

  /**
   * A stored profile photo URL as `viewer` may load it: the stable private path (a minor's photo)
   * becomes a signed URL; anything else is unchanged. For the profile, user, children and applicant DTOs.
   */
  async viewUrl(url: string | null, profile: MediaProfile, viewer: MediaViewer): Promise<string | null> {
    const { signer } = this.childMedia;
    if (url === null || !signer.isStablePath(url)) return url;
    const key = signer.keyOf(url);
    if (!key) return null;
    const maker = this.urlMaker(profile, viewer);
    const signed = await maker.url(key, true);
    await maker.flush();
    return signed;
  }

  /** Whether `url` (as stored: public, or a private row's stable path) is one of `row`'s files. */
  isVariantOf(row: PhotoRow, url: string, variants: readonly PhotoVariantKey[]): boolean {
    if (row.private) {
      const key = this.childMedia.signer.keyOf(url);
      return key !== null && variants.some((variant) => row[variant] === key);
    }
    return variants.some((variant) => this.publicStorage.url(row[variant]) === url);
  }

  /** Removes files; one that cannot be removed is logged, never an error for the caller. */
  async removeKeys(
    storage: Storage,
    keys: readonly string[],
    failure = 'media: could not remove a file of a failed upload',
  ): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => {
        this.log.error({ err: error, key }, failure);
      });
    }
  }

  /** `ids` must be exactly the profile's photos' (videos') ids, each once, in the new order. */
  async reorder(table: 'photos' | 'videos', profileId: string, ids: string[], field: string): Promise<void> {
    const existing = await this.repository.ids(table, profileId);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== existing.length || !existing.every((id) => given.has(id)))
      throw badInput(MEDIA_MESSAGES.reorderMismatch, field);
    await this.repository.reorder(table, profileId, ids);
  }
}
