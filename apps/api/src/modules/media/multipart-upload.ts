import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { MEDIA_MESSAGES, mediaMessage } from '@talent/contract/media';
import { HttpError } from '../../http-error';
import { badInput } from './media-input';

// The routes' side of an upload (photos, videos, casting covers): the multipart body is read here,
// part by part, into scratch files; the services get those files, never Fastify's request.

export interface ReceivedFile {
  path: string;
  /** The user's name for the file: only ever shown in messages, never used as a path. */
  name: string;
  size: number;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** The upload's text fields (caption, title), unchecked: the service checks what it takes. */
  fields: Record<string, string>;
  /** The upload's scratch folder: its files, and room for what is made of them. */
  dir: string;
}

export interface UploadForm {
  /** A document (a casting's sides) says its own size limit in `tooLargeMessage`. */
  kind: 'photo' | 'video' | 'document';
  /** The 413's text in place of the kind's own (a document's limit is its route's). */
  tooLargeMessage?: string;
  /** The file part's name (`file`, or `files` for several photos); any other file part is refused. */
  fileField: string;
  /** Where scratch folders go (emptied at startup, so a crash leaves nothing for long). */
  workDir: string;
}

const displayName = (name: string | undefined) => (name ?? 'fișier').replace(/[\r\n\t]/g, ' ').slice(0, 120);
/**
 * 413 closes the connection: the rest of an oversized body (even 2 GB) is then never read, not even to
 * be thrown away for keep-alive.
 */
const tooLarge = (message: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message, undefined, { connection: 'close' });
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found/i;
const MALFORMED_UPLOAD_MESSAGE = 'Încărcarea nu a putut fi citită. Încearcă din nou.';

/**
 * Streams the multipart parts to scratch files. Sizes are enforced by the parser while streaming
 * (the part is cut at the limit), and the too-many-files limit stops it at the file after the last
 * allowed one.
 */
export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  form: UploadForm,
): Promise<ReceivedUpload> {
  const { fileField, workDir } = form;
  const dir = await mkdtemp(join(workDir, 'up-'));
  const upload: ReceivedUpload = { files: [], fields: {}, dir };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      const name = displayName(part.filename);
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badInput(`Unexpected file field: ${part.fieldname.slice(0, 50)}`, part.fieldname.slice(0, 50));
      }
      const path = join(dir, `${upload.files.length}.upload`);
      const tooBig = () => tooLarge(tooLargeText(form, name));
      await new Promise<void>((resolve, reject) => {
        const out = createWriteStream(path);
        // Stop at the limit: waiting for the part's end would read the whole oversized body.
        part.file.once('limit', () => {
          reject(tooBig());
          out.destroy();
        });
        pipeline(part.file, out).then(resolve, reject);
      });
      if (part.file.truncated) throw tooBig();
      upload.files.push({ path, name, size: (await stat(path)).size });
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw parserRefusal(error, form);
  }
  if (upload.files.length === 0) {
    await rm(dir, { recursive: true, force: true });
    throw badInput(MEDIA_MESSAGES.fileRequired, fileField);
  }
  return upload;
}

/** The 413's text: the form's own, else its kind's (a photo's names the file). */
function tooLargeText({ kind, tooLargeMessage }: UploadForm, name: string): string {
  if (tooLargeMessage) return tooLargeMessage;
  return kind === 'photo' ? mediaMessage('photoTooLarge', name) : MEDIA_MESSAGES.videoTooLarge;
}

const ONE_FILE_ONLY: Record<Exclude<UploadForm['kind'], 'photo'>, string> = {
  video: 'Se poate încărca un singur videoclip odată.',
  document: 'Se poate încărca un singur fișier odată.',
};

/** The parser's own errors as the 4xx the talent reads; anything else as it was. */
function parserRefusal(error: unknown, form: UploadForm): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return form.kind === 'photo'
      ? badInput(MEDIA_MESSAGES.tooManyPhotos, 'files')
      : badInput(ONE_FILE_ONLY[form.kind], 'file');
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: { filename?: string } }).part;
    return new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLargeText(form, displayName(part?.filename)));
  }
  // busboy's own errors for a body that is not whole multipart (cut short, no boundary).
  if (!code && error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
    return new HttpError(400, 'BAD_REQUEST', MALFORMED_UPLOAD_MESSAGE);
  }
  return error;
}

/**
 * Receives an upload, hands it to `use` and removes its scratch folder afterwards, whatever happened:
 * the one way routes take an upload, so no path forgets the clean-up.
 */
export async function withUpload<T>(
  parts: AsyncIterableIterator<Multipart>,
  form: UploadForm,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(parts, form);
  try {
    return await use(upload);
  } finally {
    await rm(upload.dir, { recursive: true, force: true });
  }
}
