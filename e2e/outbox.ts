// The e2e server has no SMTP_URL: every e-mail is an .eml file in DATA_DIR/outbox.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_DATA_DIR } from './playwright.config';

const outbox = resolve(import.meta.dirname, '..', E2E_DATA_DIR, 'outbox');

/** The e-mails to this address, oldest first, quoted-printable undone (soft line breaks, '=3D'). */
export function mailsTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(text));
}
