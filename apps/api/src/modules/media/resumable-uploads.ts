import { createWriteStream } from 'node:fs';
import { mkdir, statfs } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_MESSAGES, RESUMABLE_UPLOAD_PATH } from '@talent/contract/media';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { DataStore, Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../../config';
import { HttpError } from '../../http-error';
import type { ResumableUploadsRepository } from './resumable-uploads.repository';

/** Who sends the request: set on the raw request by the route after authentication. */
const OWNER = Symbol('upload owner');
type OwnedRequest = IncomingMessage & { [OWNER]?: string };

/** tus ids are made by the store (hex); anything else never reaches a path. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,200}$/;

export interface ResumableUploadsOptions {
  /** The file store's folder (local storage). */
  directory: string;
  storage: StorageConfig;
  maxBytes: number;
  expiryMs: number;
  /** The declared bytes one user's open uploads may hold together. */
  openBytesMax: number;
  /** The free disk a new upload must leave. */
  minFreeBytes: number;
  /** An upload with no bytes for this long is removed. */
  stallMs: number;
  repository: ResumableUploadsRepository;
  log: FastifyBaseLogger;
}

/** Marks the refusals this module words itself, which onResponseError passes on as they are. */
const OURS = Symbol('worded refusal');
const tusError = (status: number, code: string, message: string) => ({
  status_code: status,
  body: JSON.stringify({ statusCode: status, code, message }),
  [OURS]: true,
});
const megabytes = (bytes: number) => String(Math.ceil(bytes / 1024 / 1024));

/**
 * DESIGN §9: videos up to VIDEO_MAX_MB sent resumably over tus 1.0.0 at /api/uploads. Each upload
 * belongs to the user who created it (its metadata names them); nobody else can resume, read or
 * use it. A finished upload is taken by `take` and becomes a video; an unfinished one is removed
 * once expired, or sooner once it stalled. Until then it reserves its declared size, so (issue 30
 * point 5) one user's open uploads are bounded in declared bytes, and a new one is refused while free
 * disk is low.
 */
export class ResumableUploads {
  private readonly server: Server;
  private readonly store: DataStore;
  private sweeper: NodeJS.Timeout | undefined;

  private constructor(
    store: DataStore,
    private readonly options: ResumableUploadsOptions,
  ) {
    // Whatever removes an upload (a cancel, `take`'s caller, the sweeps, the store's own expiry) gives
    // its bytes back, before the request that removed it is answered.
    const removeFromStore = store.remove.bind(store);
    store.remove = async (id: string) => {
      await removeFromStore(id);
      await options.repository.remove(id);
    };
    this.store = store;
    this.server = new Server({
      path: RESUMABLE_UPLOAD_PATH,
      datastore: store,
      maxSize: options.maxBytes,
      relativeLocation: true,
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (req, upload) => {
        const owner = ownerOf(req);
        if (!owner) throw tusError(401, 'UNAUTHORIZED', 'Authentication required');
        // A length declared later may still reach VIDEO_MAX_MB: it counts as that much.
        const declared = upload.size ?? options.maxBytes;
        await this.assertRoom(owner, declared);
        await options.repository.add({ id: upload.id, userId: owner, declaredBytes: declared }, now());
        return { metadata: { owner } };
      },
      onIncomingRequest: async (req, id) => {
        const owner = ownerOf(req);
        if (!owner) throw tusError(401, 'UNAUTHORIZED', 'Authentication required');
        if (req.method === 'POST') return;
        if (!UPLOAD_ID.test(id)) throw tusError(404, 'NOT_FOUND', MEDIA_MESSAGES.uploadNotFound);
        const upload = await this.store.getUpload(id).catch(() => null);
        if (!upload || upload.metadata?.owner !== owner)
          throw tusError(404, 'NOT_FOUND', MEDIA_MESSAGES.uploadNotFound);
        // Stamped when bytes start coming: a PATCH lasts at most UPLOAD_TIMEOUT_SECONDS, less than
        // the stall limit (config.ts), so an upload still receiving is never taken for stalled.
        if (req.method === 'PATCH') await options.repository.touch(id, now());
      },
      onResponseError: async (_req, error) => {
        if ((error as { [OURS]?: boolean })[OURS]) return undefined;
        const status = (error as { status_code?: number }).status_code;
        if (status === 413)
          return tusError(
            413,
            'PAYLOAD_TOO_LARGE',
            MEDIA_MESSAGES.resumableVideoTooLarge.replace(
              '{max}',
              String(Math.round(options.maxBytes / 1024 / 1024)),
            ),
          );
        if (status === 404) return tusError(404, 'NOT_FOUND', MEDIA_MESSAGES.uploadNotFound);
        if (!status || status >= 500) options.log.error({ err: error }, 'resumable upload failed');
        return undefined;
      },
    });
  }

  /** 413 past the user's open bytes, 507 when the new upload would leave too little free disk. */
  private async assertRoom(userId: string, declared: number): Promise<void> {
    const open = await this.options.repository.openBytesOf(userId);
    if (open + declared > this.options.openBytesMax)
      throw tusError(
        413,
        'OPEN_UPLOADS_LIMIT',
        MEDIA_MESSAGES.openUploadsFull
          .replace('{open}', megabytes(open))
          .replace('{max}', megabytes(this.options.openBytesMax)),
      );
    const disk = await statfs(this.diskPath());
    const free = disk.bavail * disk.bsize;
    if (free - declared < this.options.minFreeBytes) {
      this.options.log.warn({ free, declared }, 'resumable upload refused: free disk is low');
      throw tusError(507, 'INSUFFICIENT_STORAGE', MEDIA_MESSAGES.storageFull);
    }
  }

  /** The file store's folder; with S3, the data folder, where a finished upload is read to convert it. */
  private diskPath(): string {
    return this.options.storage.kind === 'local' ? this.options.directory : dirname(this.options.directory);
  }

  static async create(options: ResumableUploadsOptions): Promise<ResumableUploads> {
    let store: DataStore;
    if (options.storage.kind === 's3') {
      const { S3Store } = await import('@tus/s3-store');
      const s3 = options.storage;
      store = new S3Store({
        expirationPeriodInMilliseconds: options.expiryMs,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region,
          ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        },
      }) as unknown as DataStore;
    } else {
      await mkdir(options.directory, { recursive: true });
      store = new FileStore({
        directory: options.directory,
        expirationPeriodInMilliseconds: options.expiryMs,
      }) as unknown as DataStore;
    }
    return new ResumableUploads(store, options);
  }

  /** Hands an authenticated request to the tus server, which answers it. */
  async handle(raw: IncomingMessage, response: ServerResponse, userId: string): Promise<void> {
    (raw as OwnedRequest)[OWNER] = userId;
    await this.server.handle(raw, response);
  }

  /**
   * Copies the caller's finished upload into `dir`: 404 when it is not theirs (or gone), 409 while
   * bytes are missing.
   */
  async take(id: string, userId: string, dir: string): Promise<{ path: string; size: number }> {
    const upload = UPLOAD_ID.test(id) ? await this.find(id) : null;
    if (!upload || upload.metadata?.owner !== userId)
      throw new HttpError(404, 'NOT_FOUND', MEDIA_MESSAGES.uploadNotFound);
    if (upload.size === undefined || upload.offset !== upload.size)
      throw new HttpError(409, 'UPLOAD_INCOMPLETE', MEDIA_MESSAGES.uploadIncomplete);
    // The file store's own file is read where it lies: copying up to VIDEO_MAX_MB first would only
    // repeat the storage's copy. The S3 store's upload is fetched into `dir`.
    if (this.options.storage.kind === 'local')
      return { path: join(this.options.directory, id), size: upload.size };
    const path = join(dir, 'upload');
    const source = (await (this.store as unknown as { read(id: string): Readable | Promise<Readable> }).read(
      id,
    )) as Readable;
    await pipeline(source, createWriteStream(path));
    return { path, size: upload.size };
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id).catch((error: unknown) => {
      this.options.log.warn({ err: error, id }, 'a finished upload could not be removed');
    });
  }

  /**
   * Removes the uploads that stalled (no bytes for the stall limit) or expired, and the store's own
   * expired ones (uploads it holds without a row); answers how many.
   */
  async cleanUpExpired(): Promise<number> {
    const at = Date.now();
    const stale = await this.options.repository.stale(
      new Date(at - this.options.stallMs).toISOString(),
      new Date(at - this.options.expiryMs).toISOString(),
    );
    for (const id of stale) {
      // Gone from the store already (expired there, or never made): only the row is left to remove.
      await this.store.remove(id).catch(() => undefined);
      await this.options.repository.remove(id);
    }
    return stale.length + (await this.server.cleanUpExpiredUploads());
  }

  /** Sweeps stalled and expired uploads while the process runs (each process its own folder; S3 is idempotent). */
  startSweeping(): void {
    const soonest = Math.min(this.options.expiryMs, this.options.stallMs);
    const every = Math.min(3600_000, Math.max(1000, Math.round(soonest / 2)));
    this.sweeper = setInterval(() => {
      this.cleanUpExpired().then(
        (removed) => {
          if (removed > 0) this.options.log.info({ removed }, 'expired uploads removed');
        },
        (error: unknown) => this.options.log.warn({ err: error }, 'expired uploads could not be removed'),
      );
    }, every);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private find(id: string): Promise<Upload | null> {
    return this.store.getUpload(id).catch(() => null);
  }
}

const now = () => new Date().toISOString();

function ownerOf(req: { runtime?: { node?: { req?: unknown } } }): string | undefined {
  return (req.runtime?.node?.req as OwnedRequest | undefined)?.[OWNER];
}
