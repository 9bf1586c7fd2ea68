import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MESSAGES as M,
  type MessageSide,
} from '@talent/contract/message-limits';
import type { Attachment } from '@talent/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http-error';
import type { ReceivedUpload } from '../media/multipart-upload';
import { checkPdf } from '../media/pdf-check';
import { photoFormatOf } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import type { MessagesRepository } from './messages.repository';

const notFound = () => new HttpError(404, 'NOT_FOUND', M.attachmentNotFound);

const KINDS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
} as const;

/** What the bytes are (never the name or the declared type): a PDF, a JPEG, a PNG, or refused. */
async function kindOf(bytes: Buffer): Promise<keyof typeof KINDS | null> {
  const photo = photoFormatOf(bytes.subarray(0, 16));
  if (photo === 'jpeg' || photo === 'png') return photo;
  // A password-protected PDF is still a PDF its reader can open: only its form is checked here.
  return (await checkPdf(bytes)).kind === 'not-pdf' ? null : 'pdf';
}

/**
 * A message's attachments (DESIGN §14): uploaded first (checked by their bytes, ≤ 10 MB), kept in
 * private storage, then sent with one message; read only by the thread's two sides (once delivered),
 * its uploader and administrators.
 */
export class MessageAttachmentsService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly storage: Storage,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /**
   * An erased account's attachments: `deleteRows` erases the account (its attachments' rows go with
   * the user, and the messages that carried them keep no file), then their files leave private
   * storage. A file that cannot be removed is logged; the account is gone either way. (An upload that
   * finishes between the read of the keys and the erasure leaves its file: nothing sweeps the folder.)
   */
  async deleteOwnedWith(userId: string, deleteRows: () => Promise<void>): Promise<void> {
    const keys = await this.repository.attachmentKeysOf(userId);
    await deleteRows();
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.log.error({ err: error, key }, 'messages: could not remove an erased account’s attachment');
      });
    }
  }

  async upload(userId: string, upload: ReceivedUpload): Promise<Attachment> {
    const file = upload.files[0];
    if (!file)
      throw new HttpError(400, 'VALIDATION_ERROR', M.attachmentRequired, { file: M.attachmentRequired });
    if (file.size > ATTACHMENT_MAX_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', M.attachmentTooLarge);
    const bytes = await readFile(file.path);
    const kind = await kindOf(bytes);
    if (!kind) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', M.attachmentType);
    const { contentType, extension } = KINDS[kind];
    const id = randomUUID();
    const key = `${id}.${extension}`;
    await this.storage.putFile(file.path, key, contentType);
    const fileName = file.name.toLowerCase().endsWith(`.${extension}`)
      ? file.name
      : `${file.name}.${extension}`;
    try {
      await this.repository.insertAttachment({
        id,
        owner_user_id: userId,
        file_name: fileName,
        content_type: contentType,
        size: bytes.length,
        storage_key: key,
        created_at: new Date().toISOString(),
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
    return { id, fileName, contentType, size: bytes.length };
  }

  /** Before a message takes it: the sender's own, and not sent already. */
  async assertSendable(userId: string, attachmentId: string): Promise<void> {
    const row = await this.repository.findAttachment(attachmentId);
    if (!row || row.owner_user_id !== userId) throw notFound();
    if (await this.repository.messageOfAttachment(attachmentId))
      throw new HttpError(409, 'CONFLICT', M.attachmentUsed);
  }

  /**
   * The file for a reader: its uploader, an administrator, or a side of the thread it was sent in
   * (the recipient only once it was delivered: a held message's file reaches no one else).
   */
  async download(
    reader: { userId: string; role: string },
    attachmentId: string,
  ): Promise<{ fileName: string; contentType: string; body: Buffer }> {
    const row = await this.repository.findAttachment(attachmentId);
    if (!row) throw notFound();
    if (row.owner_user_id !== reader.userId && reader.role !== 'ADMIN') {
      const message = await this.repository.messageOfAttachment(attachmentId);
      if (message?.status !== 'SENT') throw notFound();
      const thread = await this.repository.findView(message.conversation_id);
      if (!thread) throw notFound();
      const side: MessageSide | undefined =
        thread.talent_user_id === reader.userId
          ? 'TALENT'
          : thread.client_user_id === reader.userId
            ? 'CLIENT'
            : undefined;
      if (!side) throw notFound();
    }
    return {
      fileName: row.file_name,
      contentType: row.content_type,
      body: await this.storage.read(row.storage_key),
    };
  }
}
