import type { ApplicationStatus } from '@talent/contract/applications';
import type { AUDITION_ROUNDS } from '@talent/contract/audition-sessions';
import type { Language } from '@talent/contract/auth';
import type { NotificationType } from '@talent/contract/notifications';

type AuditionRound = (typeof AUDITION_ROUNDS)[number];

/** An audition notice's part about the booking: `slotStart` null is the waiting list (DESIGN §12). */
interface AuditionNoticeParams {
  auditionId: string;
  castingTitle: string;
  childName: string | null;
  round: AuditionRound;
  /** An ISO instant. */
  slotStart: string | null;
  place: string | null;
  online: boolean;
}

/** What each notice's text is written from (stored as `params`, so it is written in the reader's language). */
export interface NoticeParams {
  APPLICATION_STATUS: {
    castingTitle: string;
    status: ApplicationStatus;
    message: string | null;
    childName: string | null;
  };
  CASTING_CLOSED: {
    castingTitle: string;
    status: 'CLOSED' | 'CANCELLED' | 'SUSPENDED';
    childName: string | null;
  };
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
  AUDITION_INVITE: AuditionNoticeParams;
  /** The talent's own confirmation: its e-mail carries the calendar event. */
  AUDITION_CONFIRMED: AuditionNoticeParams;
  /** A slot given from the waiting list, a move, or the session edited. */
  AUDITION_CHANGED: AuditionNoticeParams;
  AUDITION_CANCELLED: Pick<
    AuditionNoticeParams,
    'auditionId' | 'castingTitle' | 'childName' | 'round' | 'slotStart'
  >;
  AUDITION_REMINDER: AuditionNoticeParams & { lead: '24h' | '2h' };
  /** To the casting's client: a talent confirmed, declined or asked for another time. */
  AUDITION_RESPONSE: {
    auditionId: string;
    castingTitle: string;
    talentName: string;
    response: 'CONFIRMED' | 'DECLINED' | 'RESCHEDULE_REQUESTED';
    note: string | null;
    slotStart: string | null;
  };
  /**
   * A new message in a thread (DESIGN §14): who wrote, about which casting; never the text, so a
   * message's content stays on the platform. One per thread and reader in 15 minutes.
   */
  MESSAGE: { castingTitle: string; senderName: string; childName: string | null };
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

/** A round's words in Romanian, which agree in gender: „audiție confirmată”, „callback confirmat”. */
const ROUND_RO: Record<
  AuditionRound,
  { a: string; A: string; the: string; The: string; confirmed: string; cancelled: string }
> = {
  AUDITION: {
    a: 'audiție',
    A: 'Audiție',
    the: 'audiția',
    The: 'Audiția',
    confirmed: 'confirmată',
    cancelled: 'anulată',
  },
  CALLBACK: {
    a: 'callback',
    A: 'Callback',
    the: 'callback-ul',
    The: 'Callback-ul',
    confirmed: 'confirmat',
    cancelled: 'anulat',
  },
};
const ROUND_EN: Record<AuditionRound, { a: string; the: string; The: string }> = {
  AUDITION: { a: 'an audition', the: 'audition', The: 'Audition' },
  CALLBACK: { a: 'a callback', the: 'callback', The: 'Callback' },
};

/** "… at 10:00 (Romanian time)": an audition's time is a Bucharest clock's, wherever the reader is. */
const romanianClock = (instant: string, language: Language) =>
  `${instantText(instant, language)} ${language === 'RO' ? '(ora României)' : '(Romanian time)'}`;

const WAITING: Record<Language, string> = {
  RO: 'Deocamdată toate orele sunt ocupate, așa că invitația este pe lista de așteptare: primești o notificare imediat ce se eliberează una.',
  EN: 'Every time is taken for now, so the invitation is on the waiting list: you will be told as soon as one frees up.',
};

/** "Label: when. Place: where." of a booked slot. */
function booking(label: string, params: AuditionNoticeParams & { slotStart: string }, language: Language) {
  const ro = language === 'RO';
  const where = params.online
    ? ro
      ? ' Are loc online; linkul întâlnirii este în pagina audițiilor.'
      : ' It takes place online; the meeting link is on the auditions page.'
    : params.place
      ? ` ${ro ? 'Locul' : 'Place'}: ${params.place}.`
      : '';
  return `${label}: ${romanianClock(params.slotStart, language)}.${where}`;
}

/**
 * A talent's audition notice: its title (for a child, naming it), then the booking under `label` and
 * what to do next; without a slot, that the invitation waits for one.
 */
function auditionNotice<P extends AuditionNoticeParams>(
  words: {
    [L in Language]: { title: (params: P, casting: string) => string; label: string; next: string };
  },
) {
  return (params: P, language: Language): NoticeText => {
    const { title, label, next } = words[language];
    const { slotStart } = params;
    return {
      title: `${title(params, quoted(params.castingTitle, language))}${forChild(params.childName, language)}`,
      body: slotStart ? `${booking(label, { ...params, slotStart }, language)} ${next}` : WAITING[language],
    };
  };
}

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
    status === 'SUSPENDED'
      ? suspendedText(castingTitle, childName, language)
      : language === 'RO'
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
  AUDITION_INVITE: auditionNotice({
    RO: {
      title: ({ round }, casting) => `Invitație la ${ROUND_RO[round].a} pentru ${casting}`,
      label: 'Ora propusă',
      next: 'Confirmă ora sau alege alta liberă; poți și refuza ori cere altă oră.',
    },
    EN: {
      title: ({ round }, casting) => `Invited to ${ROUND_EN[round].a} for ${casting}`,
      label: 'Time offered',
      next: 'Confirm it or choose another free time; you can also decline or ask for another time.',
    },
  }),
  AUDITION_CONFIRMED: auditionNotice({
    RO: {
      title: ({ round }, casting) => `${ROUND_RO[round].A} ${ROUND_RO[round].confirmed}: ${casting}`,
      label: 'Ora confirmată',
      next: 'O poți adăuga în calendar din pagina audițiilor.',
    },
    EN: {
      title: ({ round }, casting) => `${ROUND_EN[round].The} confirmed: ${casting}`,
      label: 'Time confirmed',
      next: 'You can add it to your calendar from the auditions page.',
    },
  }),
  AUDITION_CHANGED: auditionNotice({
    RO: {
      title: ({ round }, casting) => `${ROUND_RO[round].The} pentru ${casting} s-a schimbat`,
      label: 'Ora nouă',
      next: 'Verifică detaliile în pagina audițiilor; de acolo poți și cere altă oră.',
    },
    EN: {
      title: ({ round }, casting) => `Your ${ROUND_EN[round].the} for ${casting} has changed`,
      label: 'New time',
      next: 'Check the details on the auditions page; you can ask for another time there too.',
    },
  }),
  AUDITION_CANCELLED: ({ castingTitle, childName, round, slotStart }, language) =>
    language === 'RO'
      ? {
          title: `${ROUND_RO[round].The} pentru ${quoted(castingTitle, 'RO')} a fost ${ROUND_RO[round].cancelled}${forChild(childName, language)}`,
          body: slotStart
            ? `Programarea de pe ${romanianClock(slotStart, language)} nu mai are loc; dacă e în calendarul tău, o poți șterge.`
            : 'Invitația nu mai este valabilă. Mulțumim pentru interes!',
        }
      : {
          title: `The ${ROUND_EN[round].the} for ${quoted(castingTitle, 'EN')} was cancelled${forChild(childName, language)}`,
          body: slotStart
            ? `The booking for ${romanianClock(slotStart, language)} no longer takes place; if it is in your calendar, you can remove it.`
            : 'The invitation no longer stands. Thank you for your interest!',
        },
  AUDITION_REMINDER: auditionNotice({
    RO: {
      title: ({ round, lead }, casting) =>
        `Peste ${lead === '24h' ? '24 de ore' : '2 ore'}: ${ROUND_RO[round].the} pentru ${casting}`,
      label: 'Ora',
      next: 'Dacă nu mai poți participa, anunță din pagina audițiilor.',
    },
    EN: {
      title: ({ round, lead }, casting) =>
        `In ${lead === '24h' ? '24 hours' : '2 hours'}: your ${ROUND_EN[round].the} for ${casting}`,
      label: 'Time',
      next: 'If you can no longer take part, say so on the auditions page.',
    },
  }),
  AUDITION_RESPONSE: ({ castingTitle, talentName, response, note, slotStart }, language) => {
    const ro = language === 'RO';
    const casting = quoted(castingTitle, language);
    const title = {
      CONFIRMED: ro
        ? `${talentName} a confirmat audiția pentru ${casting}`
        : `${talentName} confirmed the audition for ${casting}`,
      DECLINED: ro
        ? `${talentName} a refuzat audiția pentru ${casting}`
        : `${talentName} declined the audition for ${casting}`,
      RESCHEDULE_REQUESTED: ro
        ? `${talentName} cere altă oră pentru audiția la ${casting}`
        : `${talentName} asks to move the audition for ${casting}`,
    }[response];
    if (response === 'CONFIRMED') {
      const when = slotStart
        ? `${ro ? 'Ora' : 'Time'}: ${romanianClock(slotStart, language)}.`
        : ro
          ? 'Vezi programarea în pagina audițiilor.'
          : 'See the booking on the auditions page.';
      return { title, body: when };
    }
    // Declining or asking to move frees the seat, and the earliest one waiting is given it.
    const parts = [
      note ? `${ro ? 'Mesajul' : 'Their note'}: ${quoted(note, language)}` : null,
      slotStart
        ? ro
          ? `Ora de pe ${romanianClock(slotStart, language)} s-a eliberat; dacă aștepta cineva, a primit-o.`
          : `The time of ${romanianClock(slotStart, language)} is free again; if someone was waiting, they got it.`
        : null,
      response === 'RESCHEDULE_REQUESTED'
        ? ro
          ? 'Propune o oră nouă din pagina audițiilor.'
          : 'Offer a new time from the auditions page.'
        : null,
    ].filter((part) => part !== null);
    const fallback = ro ? 'Nu a lăsat niciun mesaj.' : 'No note was left.';
    return { title, body: parts.length > 0 ? parts.join(' ') : fallback };
  },
  MESSAGE: ({ castingTitle, senderName, childName }, language) =>
    language === 'RO'
      ? {
          title: `Mesaj nou de la ${senderName} despre ${quoted(castingTitle, 'RO')}${forChild(childName, language)}`,
          body: `Citește și răspunde în platformă. ${NEVER_PAY.RO}`,
        }
      : {
          title: `New message from ${senderName} about ${quoted(castingTitle, 'EN')}${forChild(childName, language)}`,
          body: `Read it and answer on the platform. ${NEVER_PAY.EN}`,
        },
};

/** Every thread's safety line (DESIGN §14), in the notice's and e-mail's language. */
const NEVER_PAY: Record<Language, string> = {
  RO: 'Talent Portal nu cere niciodată bani pentru a aplica sau pentru o audiție. Nu trimite niciodată bani sau date bancare.',
  EN: 'Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.',
};

/** A casting suspended by moderation (DESIGN §14): the talent is told, and warned. */
function suspendedText(castingTitle: string, childName: string | null, language: Language): NoticeText {
  return language === 'RO'
    ? {
        title: `Castingul ${quoted(castingTitle, 'RO')} a fost suspendat${forChild(childName, language)}`,
        body: `Echipa platformei a suspendat castingul după o verificare, iar aplicarea nu mai este în lucru. ${NEVER_PAY.RO}`,
      }
    : {
        title: `The casting ${quoted(castingTitle, 'EN')} was suspended${forChild(childName, language)}`,
        body: `The platform's team suspended the casting after a check, so the application is no longer in progress. ${NEVER_PAY.EN}`,
      };
}

/** The notice in the reader's language. */
export function noticeText<T extends NotificationType>(
  type: T,
  params: NoticeParams[T],
  language: Language,
): NoticeText {
  return WRITERS[type](params, language);
}
