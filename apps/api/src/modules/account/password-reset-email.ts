import { RESET_TOKEN_TTL_MINUTES } from '@talent/contract/account';
import type { Language } from '@talent/contract/auth';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  RO: {
    subject: 'Resetarea parolei — Talent Portal',
    greeting: (name: string) => `Bună, ${name},`,
    intro: 'Am primit o cerere de resetare a parolei contului tău Talent Portal.',
    action: 'Alege o parolă nouă',
    validity: `Linkul este valabil ${RESET_TOKEN_TTL_MINUTES} de minute și poate fi folosit o singură dată.`,
    ignore: 'Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola rămâne neschimbată.',
  },
  EN: {
    subject: 'Reset your password — Talent Portal',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your Talent Portal account.',
    action: 'Choose a new password',
    validity: `The link is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and works once.`,
    ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  },
} as const satisfies Record<Language, unknown>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reset e-mail in the account's language: plain text and a simple HTML part with the same words. */
export function passwordResetEmail(
  to: string,
  firstName: string,
  language: Language,
  link: string,
): MailMessage {
  const t = TEXTS[language];
  const text = [
    t.greeting(firstName),
    '',
    t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    t.validity,
    t.ignore,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(firstName))}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
</body></html>
`;
  return { to, subject: t.subject, text, html };
}
