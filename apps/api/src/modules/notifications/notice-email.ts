import type { Language } from '@talent/contract/auth';
import type { NotificationType } from '@talent/contract/notifications';
import { layoutHtml } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { NoticeText } from './notice-texts';

const TYPE_NAMES: Record<Language, Record<NotificationType, string>> = {
  RO: {
    APPLICATION_STATUS: 'deciziile despre aplicări',
    CASTING_CLOSED: 'castingurile încheiate',
    CASTING_MATCH: 'castingurile noi potrivite',
    SAVED_SEARCH: 'alertele căutărilor salvate',
    REMINDER: 'mementourile înainte de casting',
    SELF_TAPE_REQUEST: 'cererile de self-tape',
    NEW_APPLICATIONS: 'aplicările noi',
    CHILD_WORK_START_REMINDER: 'mementourile pentru informarea SPAS',
    CHILD_WORK_CONTRACT_REMINDER: 'mementourile pentru copia contractului',
    INVITATION: 'invitațiile la castinguri',
    AUDITION_INVITE: 'invitațiile la audiții',
    AUDITION_CONFIRMED: 'confirmările audițiilor',
    AUDITION_CHANGED: 'schimbările audițiilor',
    AUDITION_CANCELLED: 'audițiile anulate',
    AUDITION_REMINDER: 'mementourile înainte de audiții',
    AUDITION_RESPONSE: 'răspunsurile la audiții',
    MESSAGE: 'mesajele noi',
  },
  EN: {
    APPLICATION_STATUS: 'decisions on applications',
    CASTING_CLOSED: 'ended castings',
    CASTING_MATCH: 'new castings that fit',
    SAVED_SEARCH: 'saved search alerts',
    REMINDER: 'reminders before a casting',
    SELF_TAPE_REQUEST: 'self-tape requests',
    NEW_APPLICATIONS: 'new applicants',
    CHILD_WORK_START_REMINDER: 'reminders to inform SPAS',
    CHILD_WORK_CONTRACT_REMINDER: 'contract copy reminders',
    INVITATION: 'invitations to castings',
    AUDITION_INVITE: 'invitations to auditions',
    AUDITION_CONFIRMED: 'audition confirmations',
    AUDITION_CHANGED: 'changes to auditions',
    AUDITION_CANCELLED: 'cancelled auditions',
    AUDITION_REMINDER: 'reminders before auditions',
    AUDITION_RESPONSE: 'answers to audition invitations',
    MESSAGE: 'new messages',
  },
};

const WORDS = {
  RO: {
    greeting: (name: string) => `Bună, ${name},`,
    open: 'Deschide în Talent Portal',
    openStudio: 'Deschide în Casting Studio',
    why: (type: string) =>
      `Primești acest e-mail pentru că ai activat notificările prin e-mail pentru ${type}.`,
    unsubscribe: 'Dezabonează-te de la acestea',
    settings: 'Alege ce primești',
  },
  EN: {
    greeting: (name: string) => `Hello ${name},`,
    open: 'Open in Talent Portal',
    openStudio: 'Open in the Casting Studio',
    why: (type: string) => `You receive this e-mail because e-mail notifications for ${type} are on.`,
    unsubscribe: 'Unsubscribe from these',
    settings: 'Choose what you receive',
  },
} as const satisfies Record<Language, unknown>;

export interface NoticeEmailInput {
  to: string;
  firstName: string;
  language: Language;
  type: NotificationType;
  text: NoticeText;
  /** Absolute URLs. */
  link: string;
  /** The page a person opens (it asks before unsubscribing). */
  unsubscribePage: string;
  /** The API address a mail client POSTs to for one-click unsubscribe (RFC 8058). */
  unsubscribeUrl: string;
  settingsUrl: string;
}

/** One notice as an e-mail in the recipient's language: HTML and plain text, with List-Unsubscribe. */
export function noticeEmail(input: NoticeEmailInput): MailMessage {
  const words = WORDS[input.language];
  const why = words.why(TYPE_NAMES[input.language][input.type]);
  // A client's notice opens the casting studio, a talent's the portal: the button says which.
  const open = new URL(input.link).pathname.startsWith('/studio/') ? words.openStudio : words.open;
  const text = [
    words.greeting(input.firstName),
    '',
    input.text.title,
    '',
    input.text.body,
    '',
    `${open}: ${input.link}`,
    '',
    '—',
    why,
    `${words.unsubscribe}: ${input.unsubscribePage}`,
    `${words.settings}: ${input.settingsUrl}`,
    '',
  ].join('\n');
  const html = layoutHtml({
    language: input.language,
    preheader: input.text.body,
    heading: input.text.title,
    paragraphs: [words.greeting(input.firstName), input.text.body],
    action: { label: open, url: input.link },
    footer: {
      text: why,
      links: [
        { label: words.unsubscribe, url: input.unsubscribePage },
        { label: words.settings, url: input.settingsUrl },
      ],
    },
  });
  return {
    to: input.to,
    subject: input.text.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
