import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_MESSAGES, RESUMABLE_UPLOAD_PATH } from '@talent/contract/media';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { DataStore, Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../../config';
import { HttpError } from '../../http-error';

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
  log: FastifyBaseLogger;
}

const tusError = (status: number, code: string, message: string) => ({
  status_code: status,
  body: JSON.stringify({ statusCode: status, code, message }),
});

/**
 * DESIGN §9: videos up to VIDEO_MAX_MB sent resumably over tus 1.0.0 at /api/uploads. Each upload
 * belongs to the user who created it (its metadata names them); nobody else can resume, read or
 * use it. A finished upload is taken by `take` and becomes a video; an unfinished one is removed
 * once expired.
 */
export class ResumableUploads {
  private readonly server: Server;
  private readonly store: DataStore;
  private sweeper: NodeJS.Timeout | undefined;

  private constructor(
    store: DataStore,
    private readonly options: ResumableUploadsOptions,
  ) {
    this.store = store;
    this.server = new Server({
      path: RESUMABLE_UPLOAD_PATH,
      datastore: store,
      maxSize: options.maxBytes,
      relativeLocation: true,
      disableTerminationForFinishedUploads: true,
      onUploadCreate: async (req) => {
        const owner = ownerOf(req);
        if (!owner) throw tusError(401, 'UNAUTHORIZED', 'Authentication required');
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
      },
      onResponseError: async (_req, error) => {
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
  handle(raw: IncomingMessage, response: ServerResponse, userId: string): Promise<void> {
    (raw as OwnedRequest)[OWNER] = userId;
    return this.server.handle(raw, response);
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

  /** Removes unfinished uploads older than the expiry; answers how many. */
  cleanUpExpired(): Promise<number> {
    return this.server.cleanUpExpiredUploads();
  }

  /** Sweeps expired uploads while the process runs (each process its own folder; S3 is idempotent). */
  startSweeping(): void {
    const every = Math.min(3600_000, Math.max(1000, Math.round(this.options.expiryMs / 2)));
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

function ownerOf(req: { runtime?: { node?: { req?: unknown } } }): string | undefined {
  return (req.runtime?.node?.req as OwnedRequest | undefined)?.[OWNER];
}
