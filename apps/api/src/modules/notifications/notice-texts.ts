import type { ApplicationStatus } from '@talent/contract/applications';
import type { Language } from '@talent/contract/auth';
import type { NotificationType } from '@talent/contract/notifications';

/** What each notice's text is written from (stored as `params`, so it is written in the reader's language). */
export interface NoticeParams {
  APPLICATION_STATUS: {
    castingTitle: string;
    status: ApplicationStatus;
    message: string | null;
    childName: string | null;
  };
  CASTING_CLOSED: { castingTitle: string; status: 'CLOSED' | 'CANCELLED'; childName: string | null };
  CASTING_MATCH: { titles: string[]; count: number; childName: string | null };
  SAVED_SEARCH: { searchName: string; titles: string[]; count: number };
  REMINDER: {
    castingTitle: string;
    castingDate: string;
    status: ApplicationStatus;
    childName: string | null;
  };
  SELF_TAPE_REQUEST: { castingTitle: string; deadline: string; childName: string | null };
  NEW_APPLICATIONS: { count: number; castings: { title: string; count: number }[] };
  CHILD_WORK_START_REMINDER: { castingTitle: string; childName: string; startDate: string };
  CHILD_WORK_CONTRACT_REMINDER: { castingTitle: string; childName: string; deadline: string };
  INVITATION: { castingTitle: string; childName: string | null; message: string };
}

export interface NoticeText {
  title: string;
  body: string;
}

const STATUS_WORDS: Record<Language, Record<ApplicationStatus, string>> = {
  RO: {
    PENDING: 'în așteptare',
    REVIEWED: 'vizualizată de directorul de casting',
    SHORTLISTED: 'pe lista scurtă',
    ACCEPTED: 'acceptată',
    REJECTED: 'respinsă',
  },
  EN: {
    PENDING: 'pending',
    REVIEWED: 'being reviewed by the casting director',
    SHORTLISTED: 'shortlisted',
    ACCEPTED: 'accepted',
    REJECTED: 'not selected',
  },
};

// Quotation marks a title may carry itself (apostrophes are not among them: "child’s" is a word).
const QUOTATION_MARK = /["„“”«»]/;

/**
 * A casting title or search name between the language's quotation marks, unless it carries its own:
 * „Serialul „Lumini”” would read as a typo, so such a title is shown as written.
 */
const quoted = (text: string, language: Language) =>
  QUOTATION_MARK.test(text) ? text : language === 'RO' ? `„${text}”` : `“${text}”`;

const list = (titles: string[], count: number, language: Language) => {
  const shown = titles
    .slice(0, 3)
    .map((title) => quoted(title, language))
    .join(', ');
  const more = count - Math.min(titles.length, 3);
  if (more <= 0) return shown;
  return language === 'RO' ? `${shown} și încă ${more}` : `${shown} and ${more} more`;
};

/** "for Maria" when the notice is about a guardian's child. */
const forChild = (childName: string | null, language: Language) =>
  childName ? (language === 'RO' ? ` (pentru ${childName})` : ` (for ${childName})`) : '';

const dateText = (isoDate: string, language: Language) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(language === 'RO' ? 'ro-RO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Bucharest',
  });

/** An instant as Romanian time, with the hour: a deadline's day alone could be the wrong one. */
const instantText = (instant: string, language: Language) =>
  new Date(instant).toLocaleString(language === 'RO' ? 'ro-RO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Bucharest',
  });

type Writers = { [T in NotificationType]: (params: NoticeParams[T], language: Language) => NoticeText };

const WRITERS: Writers = {
  APPLICATION_STATUS: ({ castingTitle, status, message, childName }, language) => {
    const ro = language === 'RO';
    const title = ro
      ? `Aplicarea${forChild(childName, language)} la ${quoted(castingTitle, 'RO')} este ${STATUS_WORDS.RO[status]}`
      : `Your application${forChild(childName, language)} to ${quoted(castingTitle, 'EN')} is ${STATUS_WORDS.EN[status]}`;
    const said = message
      ? ro
        ? `Mesaj de la echipa castingului: ${message}`
        : `Message from the casting team: ${message}`
      : '';
    const fallback = ro ? 'Vezi detaliile aplicării.' : 'See the details of your application.';
    return { title, body: said || fallback };
  },
  CASTING_CLOSED: ({ castingTitle, status, childName }, language) =>
    language === 'RO'
      ? {
          title: `Castingul ${quoted(castingTitle, 'RO')} s-a încheiat${forChild(childName, language)}`,
          body:
            status === 'CANCELLED'
              ? 'Castingul a fost anulat, așa că aplicarea nu mai este în lucru. Mulțumim pentru interes!'
              : 'Castingul s-a închis fără ca aplicarea să fie acceptată. Mulțumim pentru interes și succes data viitoare!',
        }
      : {
          title: `The casting ${quoted(castingTitle, 'EN')} has ended${forChild(childName, language)}`,
          body:
            status === 'CANCELLED'
              ? 'The casting was cancelled, so the application is no longer in progress. Thank you for your interest!'
              : 'The casting closed without the application being accepted. Thank you for your interest, and good luck next time!',
        },
  CASTING_MATCH: ({ titles, count, childName }, language) =>
    language === 'RO'
      ? {
          title:
            count === 1
              ? `Un casting nou potrivit${forChild(childName, language)}`
              : `${count} castinguri noi potrivite${forChild(childName, language)}`,
          body: `Potrivite cu profilul (vârstă, gen, oraș, categorie): ${list(titles, count, language)}.`,
        }
      : {
          title:
            count === 1
              ? `A new casting that fits${forChild(childName, language)}`
              : `${count} new castings that fit${forChild(childName, language)}`,
          body: `Matching the profile (age, gender, city, category): ${list(titles, count, language)}.`,
        },
  SAVED_SEARCH: ({ searchName, titles, count }, language) =>
    language === 'RO'
      ? {
          title: `Rezultate noi pentru căutarea ${quoted(searchName, 'RO')}`,
          body: `${count === 1 ? 'Un casting nou' : `${count} castinguri noi`}: ${list(titles, count, language)}.`,
        }
      : {
          title: `New results for your search ${quoted(searchName, 'EN')}`,
          body: `${count === 1 ? 'One new casting' : `${count} new castings`}: ${list(titles, count, language)}.`,
        },
  REMINDER: ({ castingTitle, castingDate, childName }, language) =>
    language === 'RO'
      ? {
          title: `Se apropie castingul ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `Castingul are loc pe ${dateText(castingDate, language)}. Verifică detaliile și pregătește-te!`,
        }
      : {
          title: `Coming up: ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `The casting takes place on ${dateText(castingDate, language)}. Check the details and get ready!`,
        },
  SELF_TAPE_REQUEST: ({ castingTitle, deadline, childName }, language) =>
    language === 'RO'
      ? {
          title: `Ți s-a cerut un self-tape pentru ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `Trimite înregistrarea până pe ${instantText(deadline, language)} (ora României).`,
        }
      : {
          title: `A self-tape was requested for ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `Send the recording by ${instantText(deadline, language)} (Romanian time).`,
        },
  NEW_APPLICATIONS: ({ count, castings }, language) => {
    const shown = castings.slice(0, 3).map(({ title, count: n }) => `${quoted(title, language)} (${n})`);
    const more = castings.length - shown.length;
    const where =
      more > 0
        ? `${shown.join(', ')} ${language === 'RO' ? `și încă ${more}` : `and ${more} more`}`
        : shown.join(', ');
    return language === 'RO'
      ? {
          title: count === 1 ? 'O aplicare nouă' : `${count} aplicări noi`,
          body: `La castingurile tale: ${where}.`,
        }
      : {
          title: count === 1 ? 'One new applicant' : `${count} new applicants`,
          body: `On your castings: ${where}.`,
        };
  },
  // Decision 0018 rows 18–21: what the guardian does, not what the law would say in full.
  CHILD_WORK_START_REMINDER: ({ castingTitle, childName, startDate }, language) =>
    language === 'RO'
      ? {
          title: `Informează SPAS înainte de ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `Lucrul începe pe ${dateText(startDate, language)}. Înainte de început, informează serviciul public de asistență socială din localitatea copilului (nota de informare se descarcă din aplicare) și numește însoțitorul copilului.`,
        }
      : {
          title: `Inform SPAS before ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `Work starts on ${dateText(startDate, language)}. Before it starts, inform the public social assistance service (SPAS) where the child lives (download the notice from the application) and name the child’s companion.`,
        },
  CHILD_WORK_CONTRACT_REMINDER: ({ castingTitle, childName, deadline }, language) =>
    language === 'RO'
      ? {
          title: `Trimite la SPAS copia contractului pentru ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `O copie certificată „conform cu originalul” a contractului ajunge la serviciul public de asistență socială până pe ${dateText(deadline, language)} (cel mult 10 zile lucrătoare de la începerea activității).`,
        }
      : {
          title: `Send SPAS the contract copy for ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `A certified true copy of the contract must reach the public social assistance service (SPAS) by ${dateText(deadline, language)} (at most 10 working days after the work starts).`,
        },
  INVITATION: ({ castingTitle, childName, message }, language) =>
    language === 'RO'
      ? {
          title: `Invitație la castingul ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `Mesaj de la echipa castingului: ${message} Deschide castingul ca să aplici sau să spui că nu e pentru tine.`,
        }
      : {
          title: `An invitation to the casting ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `Message from the casting team: ${message} Open the casting to apply, or to say it is not for you.`,
        },
};

/** The notice in the reader's language. */
export function noticeText<T extends NotificationType>(
  type: T,
  params: NoticeParams[T],
  language: Language,
): NoticeText {
  return WRITERS[type](params, language);
}
