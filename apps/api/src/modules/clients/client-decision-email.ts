import type { Language } from '@talent/contract/auth';
import type { MailMessage } from '../mail/mailer';

const TEXTS = {
  RO: {
    VERIFIED: {
      subject: 'Compania ta a fost verificată — Talent Portal Studio',
      body: (company: string) =>
        `Am verificat compania ${company}. De acum poți publica castinguri din Studio.`,
    },
    REJECTED: {
      subject: 'Contul companiei nu a fost aprobat — Talent Portal Studio',
      body: (company: string) =>
        `Nu am putut aproba contul companiei ${company}, așa că nu poți publica castinguri deocamdată.`,
    },
    greeting: (name: string) => `Bună, ${name},`,
    reason: 'Motivul',
    action: 'Deschide Studio',
  },
  EN: {
    VERIFIED: {
      subject: 'Your company is verified — Talent Portal Studio',
      body: (company: string) => `We verified ${company}. You can now publish castings from the Studio.`,
    },
    REJECTED: {
      subject: 'Your company account was not approved — Talent Portal Studio',
      body: (company: string) =>
        `We could not approve the account of ${company}, so you cannot publish castings for now.`,
    },
    greeting: (name: string) => `Hello ${name},`,
    reason: 'Reason',
    action: 'Open the Studio',
  },
} as const satisfies Record<Language, unknown>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ClientDecisionEmail {
  to: string;
  firstName: string;
  language: Language;
  companyName: string;
  status: 'VERIFIED' | 'REJECTED';
  reason: string | null;
  studioUrl: string;
}

/** The ADMIN's decision on a client's company, in the client's language, text and HTML alike. */
export function clientDecisionEmail(mail: ClientDecisionEmail): MailMessage {
  const t = TEXTS[mail.language];
  const decision = t[mail.status];
  const reason = mail.reason ? `${t.reason}: ${mail.reason}` : null;
  const text = [
    t.greeting(mail.firstName),
    '',
    decision.body(mail.companyName),
    ...(reason ? ['', reason] : []),
    '',
    `${t.action}: ${mail.studioUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${mail.language.toLowerCase()}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(mail.firstName))}</p>
<p>${escapeHtml(decision.body(mail.companyName))}</p>
${reason ? `<p>${escapeHtml(reason)}</p>\n` : ''}<p><a href="${escapeHtml(mail.studioUrl)}">${escapeHtml(t.action)}</a></p>
</body></html>
`;
  return { to: mail.to, subject: decision.subject, text, html };
}
