// Free of zod (see genders.ts): the message composers of both apps warn before sending with the same
// rules the API applies (DESIGN §14, issue 35), without loading the schemas.

/**
 * The safety filter of messages: contact details that move a talk off the platform (phone, e-mail,
 * WhatsApp/Telegram) and payment details or requests (IBAN, "taxă", "avans", "fee", "deposit"…), where
 * fake castings live. A hit only warns an adult sender (and holds a message to a minor's thread), so the
 * rules lean to precision: every false alarm teaches people to click through the warning.
 */

export const MESSAGE_WARNING_KINDS = ['PHONE', 'EMAIL', 'IBAN', 'MESSENGER', 'MONEY'] as const;
export type MessageWarningKind = (typeof MESSAGE_WARNING_KINDS)[number];
/** `text` is the exact excerpt found in the message (in its NFC form, which is what keyboards type). */
export interface MessageWarning {
  kind: MessageWarningKind;
  text: string;
}

/**
 * Lower case without diacritics, ONE character for one character, so that an index found in the
 * result is the same index in the text and excerpts can be cut from the message as written.
 * Handles both the comma (ș ț) and the cedilla (ş ţ) forms, since both are typed in Romania.
 */
export function normalizeForMatching(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    const folded = base.toLowerCase();
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

interface Hit {
  kind: MessageWarningKind;
  start: number;
  end: number;
}

// Letters and digits of any script: `\b` only knows ASCII, which would cut words at a diacritic.
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}])';

// ---- Phone numbers ---------------------------------------------------------------------------------

// A Romanian national number is 0 + 9 digits, the first significant one 2 or 3 (fixed) or 7 (mobile);
// internationally 40 (after +, 00, or bare as in wa.me links), at times with the national 0 kept in
// brackets: +40 (0) 722….
const RO_NATIONAL = /^0[237]\d{8}$/;
const RO_INTERNATIONAL = /^(?:00)?400?[237]\d{8}$/;
// What people put between the digit groups of one number: "0722 123 456", "(0722) 123 456", "0722.123.456".
const PHONE_GAP = /^[ \t\u00a0.\-/()]{1,3}$/;
const MAX_PHONE_DIGITS = 14;

function phoneHits(text: string): Hit[] {
  // Digit runs glued to a letter (RO14399840, ids, codes) never start or continue a phone number.
  const groups = [...text.matchAll(/\d+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    digits: match[0],
    usable:
      !/\p{L}/u.test(text[match.index - 1] ?? '') &&
      !/\p{L}/u.test(text[match.index + match[0].length] ?? ''),
  }));
  const hits: Hit[] = [];
  let i = 0;
  while (i < groups.length) {
    const first = groups[i]!;
    // The longest chain of groups from i that spells a number: a date or a price just before a phone
    // number ("12.03.2026 0722 123 456") then does not hide it, and "0 7 2 2 1 2 3 4 5 6" is found.
    // One number is written with one separator ("0722 123 456", "0722-123-456"), brackets aside, and
    // the country code may stand apart ("+40 722.123.456"): so "12.03.2026 0722" is not a number.
    let digits = '';
    let end = -1;
    let next = i + 1;
    let separator: string | null = null;
    let previous = first;
    for (let j = i; j < groups.length; j++) {
      const group = groups[j]!;
      if (!group.usable) break;
      if (group !== first) {
        const gap = text.slice(previous.end, group.start);
        if (!PHONE_GAP.test(gap)) break;
        const kind = gap.replace(/[()]/g, '').replace(/[ \t\u00a0]+/g, ' ') || ' ';
        const afterCountryCode = previous === first && /^(?:00)?40$/.test(first.digits);
        if (!afterCountryCode && separator !== null && kind !== separator) break;
        if (!afterCountryCode) separator = kind;
      }
      digits += group.digits;
      previous = group;
      if (digits.length > MAX_PHONE_DIGITS) break;
      if (RO_NATIONAL.test(digits) || RO_INTERNATIONAL.test(digits)) {
        end = group.end;
        next = j + 1;
      }
    }
    i = next;
    if (end < 0) continue;
    let start = first.start;
    // Keep "(0722) 123 456" and "+40 …" whole, but not a lone bracket of the sentence around it.
    if (text[start - 1] === '(' && text.slice(start, end).includes(')')) start--;
    if (text[start - 1] === '+') start--;
    hits.push({ kind: 'PHONE', start, end });
  }
  return hits;
}

// ---- E-mail addresses ------------------------------------------------------------------------------

const LOCAL = '[\\w.%+-]*[a-z0-9_]';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const PLAIN_EMAIL = new RegExp(
  `(?<![\\w.%+-])${LOCAL}@${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,}${NOT_BEFORE_WORD}`,
  'gu',
);
// "ana [at] gmail [dot] com", "ana (at) gmail.com", "ana @ gmail . com": brackets or spaces on both
// sides make the intent plain, where "mersi @ana. Ne vedem" is a mention and a sentence.
const BRACKET_AT = '(?:\\s*[[({]\\s*(?:at|@)\\s*[\\])}]\\s*|\\s+@\\s+|@)';
const ANY_DOT = '(?:\\.|\\s+\\.\\s+|\\s*[[({]\\s*(?:dot|punct)\\s*[\\])}]\\s*|\\s+(?:dot|punct)\\s+)';
const BRACKETED_EMAIL = new RegExp(
  `(?<![\\w.%+-])${LOCAL}${BRACKET_AT}${LABEL}(?:${ANY_DOT}${LABEL})*${ANY_DOT}[a-z]{2,}${NOT_BEFORE_WORD}`,
  'gu',
);
// "ana at gmail dot com": "at" is an everyday English word, so only a common mail TLD after a domain-like
// word makes it an address ("meet me at noon. Ok" stays a sentence).
const WORDY_EMAIL = new RegExp(
  `(?<![\\w.%+-])${LOCAL}\\s+at\\s+${LABEL}(?:(?:\\.|\\s+dot\\s+)${LABEL})*(?:\\.|\\s+dot\\s+)(?:com|ro|net|org|eu|md|io|info|co|uk|de|me)${NOT_BEFORE_WORD}`,
  'gu',
);

// ---- IBAN ------------------------------------------------------------------------------------------

// Country, check digits, then up to 30 letters/digits typed in groups; the mod-97 check (ISO 13616 /
// ISO 7064) keeps a product code or a CUI from being taken for an account.
const IBAN_CANDIDATE = /(?<![a-z0-9])[a-z]{2}\d{2}(?:[ \u00a0]?[a-z0-9]){11,30}/gu;

function ibanChecks(compact: string): boolean {
  if (compact.length < 15 || compact.length > 34) return false;
  if (compact.startsWith('ro') && compact.length !== 24) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 87);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function ibanHits(folded: string): Hit[] {
  const hits: Hit[] = [];
  IBAN_CANDIDATE.lastIndex = 0;
  let match = IBAN_CANDIDATE.exec(folded);
  while (match) {
    // The candidate may run on into the next words ("… 0000 la BT"): try its ends from the longest.
    let found = -1;
    for (let end = match.index + match[0].length; end > match.index + 4; end--) {
      if (/[a-z0-9]/.test(folded[end] ?? '')) continue;
      if (ibanChecks(folded.slice(match.index, end).replace(/[ \u00a0]/g, ''))) {
        found = end;
        break;
      }
    }
    if (found > 0) {
      hits.push({ kind: 'IBAN', start: match.index, end: found });
      IBAN_CANDIDATE.lastIndex = found;
    } else {
      IBAN_CANDIDATE.lastIndex = match.index + 1;
    }
    match = IBAN_CANDIDATE.exec(folded);
  }
  return hits;
}

// ---- WhatsApp / Telegram ---------------------------------------------------------------------------

const MESSENGER_LINK =
  /(?<![a-z0-9.-])(?:https?:\/\/)?(?:www\.)?(?:(?:wa|t|telegram)\.me\/[^\s]+|(?:api\.|chat\.|web\.)?whatsapp\.com(?:\/[^\s]*)?|telegram\.(?:org|dog)(?:\/[^\s]*)?)/gu;
const MESSENGER_WORD = new RegExp(`${NOT_AFTER_WORD}(?:whats\\s?app|telegram)${NOT_BEFORE_WORD}`, 'gu');

// ---- Requests for money ----------------------------------------------------------------------------

// Whole words of a few families only, matched without diacritics ("taxă" = "taxa"). Deliberately NOT
// "plătit/plătită" (a paid role is good news), "avansat" (a level), "taxi", "coffee", "feedback",
// "deposited" (a past fact, not a request). "plătiți" stays in: as "pay (you all)" it is the request.
const MONEY = new RegExp(
  `${NOT_AFTER_WORD}(?:tax(?:a|e|ei|ele|elor)|avans(?:ul|ului|uri)?|plat(?:a|i|esti|iti|easca)|transfer(?:ul|a)?|fees?|deposits?|payments?|pay\\s+(?:a|an|the))${NOT_BEFORE_WORD}`,
  'gu',
);

// ---- Together --------------------------------------------------------------------------------------

function regexHits(folded: string, regex: RegExp, kind: MessageWarningKind): Hit[] {
  return [...folded.matchAll(regex)].map((match) => {
    let end = match.index + match[0].length;
    // A link at the end of a sentence: "scrie-mi pe t.me/ana." — the dot is the sentence's.
    if (kind === 'MESSENGER') while (/[.,;:!?)\]'"]/.test(folded[end - 1] ?? '')) end--;
    return { kind, start: match.index, end };
  });
}

/** Every contact detail / payment request found, in order of appearance, each excerpt once. */
export function messageWarnings(text: string): MessageWarning[] {
  const message = text.normalize('NFC');
  const folded = normalizeForMatching(message);
  // In order of precedence when two overlap: the number in "wa.me/40722123456" is the link's, the
  // digits of an IBAN are not a phone, "transfer@bank.ro" is an address.
  const ranked: Hit[] = [
    ...regexHits(folded, MESSENGER_LINK, 'MESSENGER'),
    ...regexHits(folded, PLAIN_EMAIL, 'EMAIL'),
    ...regexHits(folded, BRACKETED_EMAIL, 'EMAIL'),
    ...regexHits(folded, WORDY_EMAIL, 'EMAIL'),
    ...ibanHits(folded),
    ...phoneHits(message),
    ...regexHits(folded, MESSENGER_WORD, 'MESSENGER'),
    ...regexHits(folded, MONEY, 'MONEY'),
  ];
  const kept: Hit[] = [];
  for (const hit of ranked) {
    if (!kept.some((other) => hit.start < other.end && other.start < hit.end)) kept.push(hit);
  }
  kept.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const warnings: MessageWarning[] = [];
  for (const hit of kept) {
    const excerpt = message.slice(hit.start, hit.end);
    const key = `${hit.kind}\u0000${excerpt}`;
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push({ kind: hit.kind, text: excerpt });
  }
  return warnings;
}
