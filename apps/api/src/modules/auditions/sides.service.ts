import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AUDITION_MESSAGES, type AuditionStatus, type CastingSides } from '@talent/contract/auditions';
import { romanianToday } from '@talent/contract/dates';
import { HttpError } from '../../http-error';
import { attachmentDisposition } from '../../lib/attachment-disposition';
import type { StaffActor } from '../auth/auth.service';
import type { StudioCastingsService } from '../castings/studio-castings.service';
import type { ReceivedUpload } from '../media/multipart-upload';
import { checkPdf } from '../media/pdf-check';
import type { Storage } from '../media/storage';
import { toCastingSides } from './audition-views';
import type { CastingSidesRow, SidesRepository } from './sides.repository';
import { stampSides } from './sides-stamp';

const M = AUDITION_MESSAGES;

/** The audition a download is for, as the auditions service knows it; null: not this user's. */
export interface SidesAudience {
  sidesAudience(
    userId: string,
    auditionId: string,
  ): Promise<{ auditionId: string; castingId: string; status: AuditionStatus; stampName: string } | null>;
}

export interface SidesDeps {
  repository: SidesRepository;
  /** Private: the sides are read only through a confirmed talent's stamped download. */
  storage: Storage;
  castings: Pick<StudioCastingsService, 'assertManaged'>;
  auditions: SidesAudience;
  now?: () => Date;
}

/** A talent reads the sides once they have said they will come (DESIGN §12). */
const MAY_READ: readonly AuditionStatus[] = ['CONFIRMED', 'ATTENDED'];

const sidesMissing = () => new HttpError(404, 'SIDES_MISSING', M.sidesMissing);

/**
 * A casting's sides (DESIGN §12, issue 33 point 5): the script pages the director attaches, one PDF
 * per casting, checked by its bytes and kept in private storage. A talent gets them only after
 * confirming, each copy stamped on every page with their name and the day, and every download is
 * recorded.
 */
export class SidesService {
  private readonly now: () => Date;

  constructor(private readonly deps: SidesDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Before the upload is read: nothing is stored for a casting the caller does not manage. */
  assertManaged(actor: StaffActor, castingId: string): Promise<void> {
    return this.deps.castings.assertManaged(actor, castingId);
  }

  /** The upload becomes the casting's sides, replacing (and deleting) any it had. */
  async upload(actor: StaffActor, castingId: string, upload: ReceivedUpload): Promise<CastingSides> {
    await this.assertManaged(actor, castingId);
    const file = upload.files[0];
    if (!file || !actor.userId) throw new Error('Sides uploaded without a file or by no one');
    const check = await checkPdf(await readFile(file.path));
    if (check.kind === 'not-pdf') throw new HttpError(415, 'SIDES_NOT_PDF', M.sidesNotPdf);
    // A PDF, but one that can be neither checked nor stamped.
    if (check.kind === 'encrypted') throw new HttpError(422, 'SIDES_ENCRYPTED', M.sidesEncrypted);

    const key = `${randomUUID()}.pdf`;
    await this.deps.storage.putFile(file.path, key, 'application/pdf');
    let stored: { sides: CastingSidesRow; replacedKey: string | null };
    try {
      stored = await this.deps.repository.put({
        id: randomUUID(),
        casting_id: castingId,
        storage_key: key,
        file_name: /\.pdf$/i.test(file.name) ? file.name : `${file.name}.pdf`,
        size_bytes: file.size,
        pages: check.pages,
        uploaded_by_user_id: actor.userId,
        uploaded_at: this.now().toISOString(),
      });
    } catch (error) {
      await this.deps.storage.delete(key).catch(() => {});
      throw error;
    }
    // After the row points at the new file: a failed delete leaves a stray file, never missing sides.
    if (stored.replacedKey) await this.deps.storage.delete(stored.replacedKey).catch(() => {});
    return toCastingSides(stored.sides);
  }

  /** The casting's sides for its staff, or null. */
  async get(actor: StaffActor, castingId: string): Promise<CastingSides | null> {
    await this.assertManaged(actor, castingId);
    return this.describe(castingId);
  }

  /** The casting's sides, or null (the auditions list's `meta.sides`). */
  async describe(castingId: string): Promise<CastingSides | null> {
    const row = await this.deps.repository.findOfCasting(castingId);
    return row ? toCastingSides(row) : null;
  }

  /** Removes the casting's sides and their file; 404 when it has none. */
  async remove(actor: StaffActor, castingId: string): Promise<void> {
    await this.assertManaged(actor, castingId);
    const removed = await this.deps.repository.remove(castingId);
    if (!removed) throw sidesMissing();
    await this.deps.storage.delete(removed.storage_key).catch(() => {});
  }

  /**
   * The talent's (a guardian's) stamped copy: 404 for someone else's audition, 403 until it is
   * confirmed, 404 when the casting has no sides. Recorded before it is answered.
   */
  async download(userId: string, auditionId: string): Promise<{ fileName: string; body: Uint8Array }> {
    const audience = await this.deps.auditions.sidesAudience(userId, auditionId);
    if (!audience) throw new HttpError(404, 'AUDITION_NOT_FOUND', M.notFound);
    if (!MAY_READ.includes(audience.status)) {
      throw new HttpError(403, 'SIDES_NOT_CONFIRMED', M.sidesNotConfirmed);
    }
    const sides = await this.deps.repository.findOfCasting(audience.castingId);
    if (!sides) throw sidesMissing();
    const now = this.now();
    const body = await stampSides(await this.deps.storage.read(sides.storage_key), {
      name: audience.stampName,
      date: romanianToday(now),
    });
    await this.deps.repository.recordDownload({
      id: randomUUID(),
      sides_id: sides.id,
      audition_id: audience.auditionId,
      user_id: userId,
      downloaded_at: now.toISOString(),
    });
    return { fileName: sides.file_name, body };
  }
}

/** The sides' file name (always `.pdf`) as a download names it. */
export const sidesDisposition = attachmentDisposition;
