import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { assertSafeKey, type Storage } from './storage';

/** The object `publiclyReadable` puts and removes again (never a media file's name). */
export const PUBLIC_READ_PROBE_KEY = 'public-read-probe.txt';

/** Any S3-compatible store (AWS, MinIO, R2…). A PUT is atomic there: readers never see half a file. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  /** What objects are put with: cached for good (public media), or by the reader only (children's). */
  private readonly cacheControl: string;

  constructor(
    private readonly options: Extract<StorageConfig, { kind: 's3' }>,
    private readonly prefix: string,
    visibility: 'public' | 'private' = 'public',
  ) {
    this.cacheControl =
      visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's default sends bodies aws-chunked with trailing checksums, which many S3-compatible
      // stores do not understand and save framing and all (seen with s3rver in the contract test).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.prefix}/${key}`;
  }

  async putFile(path: string, key: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: this.cacheControl,
      }),
    );
  }

  async putStream(stream: Readable, key: string, contentType: string): Promise<void> {
    // S3 needs the length up front: collect the (server-made, small) stream first.
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: Buffer.concat(chunks),
        ContentType: contentType,
        CacheControl: this.cacheControl,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  url(key: string): string {
    return `${this.options.publicUrl}/${this.objectKey(key)}`;
  }

  /**
   * A presigned GET (children's files): read from the endpoint itself, not S3_PUBLIC_URL, since the
   * signature covers the host. The presigner is loaded on first use.
   */
  async presignedUrl(key: string, seconds: number, signedAt: Date): Promise<string> {
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      { expiresIn: seconds, signingDate: signedAt },
    );
  }

  /**
   * Whether an anonymous GET at the public URL (S3_PUBLIC_URL) reads this prefix: a small probe object
   * is put, fetched without credentials (a few seconds at most) and removed. For the private prefix,
   * true means the bucket policy exposes children's media.
   */
  async publiclyReadable(timeoutMs = 3000): Promise<boolean> {
    const body = `private media probe ${new Date().toISOString()}`;
    const { Readable } = await import('node:stream');
    await this.putStream(Readable.from([Buffer.from(body)]), PUBLIC_READ_PROBE_KEY, 'text/plain');
    try {
      const response = await fetch(this.url(PUBLIC_READ_PROBE_KEY), {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
      return response.ok && (await response.text()) === body;
    } finally {
      await this.delete(PUBLIC_READ_PROBE_KEY).catch(() => {});
    }
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${this.prefix}/`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.prefix.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async download(key: string, path: string): Promise<void> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
    await pipeline(result.Body as Readable, createWriteStream(path));
  }

  async read(key: string): Promise<Buffer> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
    return Buffer.from(
      await (result.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  }
}
