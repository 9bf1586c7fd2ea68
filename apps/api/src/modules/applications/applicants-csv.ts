import type { ApplicationStatus } from '@talent/contract/application-statuses';
import type { Gender } from '@talent/contract/genders';
import type { Applicant } from '@talent/contract/studio';
import type { TalentCategory } from '@talent/contract/talent-categories';
import type { ApplicantRow } from './applicants.repository';

export type CsvLanguage = 'ro' | 'en';

const HEADERS: Record<CsvLanguage, string[]> = {
  ro: [
    'Prenume',
    'Nume',
    'Vârstă',
    'Gen',
    'Oraș',
    'Înălțime (cm)',
    'Categorii',
    'Status',
    'Data aplicării',
    'Minor',
    'Contact',
    'E-mail contact',
    'Telefon contact',
  ],
  en: [
    'First name',
    'Last name',
    'Age',
    'Gender',
    'City',
    'Height (cm)',
    'Categories',
    'Status',
    'Applied at',
    'Minor',
    'Contact',
    'Contact e-mail',
    'Contact phone',
  ],
};

const YES_NO: Record<CsvLanguage, [string, string]> = { ro: ['Da', 'Nu'], en: ['Yes', 'No'] };

// The words the studio shows for the same values (apps/studio/src/locales/*/applicants.json): a
// spreadsheet is read by people, not by the API's clients, so no enum names.
const GENDERS: Record<CsvLanguage, Record<Gender, string>> = {
  ro: { MALE: 'Masculin', FEMALE: 'Feminin' },
  en: { MALE: 'Male', FEMALE: 'Female' },
};
const CATEGORIES: Record<CsvLanguage, Record<TalentCategory, string>> = {
  ro: {
    ACTOR: 'Actor',
    ACTING_STUDENT: 'Student la actorie',
    MODEL: 'Model',
    DANCER: 'Dansator',
    EXTRA: 'Figurant',
    SPECIAL_EXTRA: 'Figurant special',
    ARTISTIC_NUDE: 'Nud artistic',
    HOSTESS: 'Hostess',
  },
  en: {
    ACTOR: 'Actor',
    ACTING_STUDENT: 'Acting student',
    MODEL: 'Model',
    DANCER: 'Dancer',
    EXTRA: 'Extra',
    SPECIAL_EXTRA: 'Special extra',
    ARTISTIC_NUDE: 'Artistic nude',
    HOSTESS: 'Hostess',
  },
};
const STATUSES: Record<CsvLanguage, Record<ApplicationStatus, string>> = {
  ro: {
    PENDING: 'În așteptare',
    REVIEWED: 'Vizualizată',
    SHORTLISTED: 'Pe lista scurtă',
    ACCEPTED: 'Acceptată',
    REJECTED: 'Respinsă',
  },
  en: {
    PENDING: 'Pending',
    REVIEWED: 'Reviewed',
    SHORTLISTED: 'Shortlisted',
    ACCEPTED: 'Accepted',
    REJECTED: 'Rejected',
  },
};

/**
 * Excel takes its list separator from the system's region: a semicolon where the decimal mark is a
 * comma (Romania), a comma in English settings. The BOM makes it read UTF-8, so diacritics survive.
 */
const SEPARATOR: Record<CsvLanguage, string> = { ro: ';', en: ',' };

/**
 * Every field quoted, quotes doubled; a field that a spreadsheet would run as a formula (=, +, -, @,
 * tab or carriage return first) gets a leading apostrophe (OWASP "CSV injection").
 */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The applicants as the studio's list shows them: a minor's surname and birth date never appear, and
 * the contact of a child's application is its guardian; an adult's is the talent's own account.
 */
export function applicantsCsv(
  applicants: readonly { applicant: Applicant; row: ApplicantRow }[],
  language: CsvLanguage,
): string {
  const [yes, no] = YES_NO[language];
  const lines = [HEADERS[language]].concat(
    applicants.map(({ applicant, row }) => {
      const contact = applicant.guardian ?? {
        name: `${row.account_first_name} ${applicant.isMinor ? '' : row.account_last_name}`.trim(),
        email: row.account_email,
        phone: row.account_phone,
      };
      return [
        applicant.talent.firstName,
        applicant.talent.lastName ?? '',
        applicant.talent.age === null ? '' : String(applicant.talent.age),
        applicant.talent.gender ? GENDERS[language][applicant.talent.gender] : '',
        applicant.talent.city ?? '',
        applicant.talent.heightCm === null ? '' : String(applicant.talent.heightCm),
        applicant.talent.categories.map((category) => CATEGORIES[language][category]).join(', '),
        STATUSES[language][applicant.status],
        applicant.appliedAt.slice(0, 10),
        applicant.isMinor ? yes : no,
        contact.name,
        contact.email,
        contact.phone ?? '',
      ];
    }),
  );
  return `\uFEFF${lines.map((cells) => cells.map(field).join(SEPARATOR[language])).join('\r\n')}\r\n`;
}
