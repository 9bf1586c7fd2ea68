import { type ProjectType, slugify } from '@talent/contract/castings';
import type { MinorSchedule } from '@talent/contract/child-work';
import { CONTRACT_COPY_WORKING_DAYS } from '@talent/contract/child-work-checklist';
import { parseIsoDate, romanianToday } from '@talent/contract/dates';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfFonts, wrapText } from '../../lib/pdf-text';
import type { WorkDates } from './work-dates';

/**
 * The guardian's information notice to SPAS (HG 75/2015, decision 0018 rows 19–21), to print, sign
 * and file. In Romanian, for a Romanian public office. It states only what the record supports:
 * the notice goes to the SPAS where the child lives, before work starts, with the row 20 documents;
 * a companion goes with the child (row 18); the certified contract copy follows within 10 working days
 * of the start (row 21); rehearsals and preparation are part of the work (row 5, art. 2 alin. (4)).
 */
export interface SpasNoticeInput {
  child: {
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    locality: string | null;
    /** A minor on their own account: their own e-mail and phone. */
    contact?: { email: string; phone: string | null };
  };
  /** Null on a minor's own account: the parents are not on the platform, their lines stay blank. */
  guardian: { name: string; email: string; phone: string | null } | null;
  /** The casting owner's company; '' when unknown (a line is left to fill in). */
  organiser: string;
  casting: { title: string; projectType: ProjectType; location: string };
  schedule: MinorSchedule | null;
  dates: WorkDates;
  companionName: string | null;
  /** The day the notice is printed (Romanian calendar day); today by default. */
  today?: string;
}

const PROJECT_TYPE_RO: Record<ProjectType, string> = {
  FEATURE_FILM: 'Lungmetraj',
  SHORT_FILM: 'Scurtmetraj',
  TV_SERIES: 'Serial TV',
  COMMERCIAL: 'Reclamă',
  MUSIC_VIDEO: 'Videoclip muzical',
  THEATRE: 'Teatru',
  FASHION_SHOW: 'Prezentare de modă',
  PHOTO_SHOOT: 'Ședință foto',
  EVENT: 'Eveniment',
  OTHER: 'Altele',
};

/** Decision 0018 row 20 (the sports doctor's opinion is for performance sport, not cast here). */
const DOCUMENTS = [
  'certificatul de naștere sau actul de identitate al copilului;',
  'actele de identitate ale părinților;',
  'actul de identitate al însoțitorului;',
  'certificatul medical eliberat de medicul pediatru, din care să reiasă că copilul este apt pentru activitate;',
  'avizul psihologic;',
  'adeverința eliberată de unitatea de învățământ, dacă activitatea se desfășoară în perioada programului școlar.',
];

export const SPAS_NOTICE_TITLE =
  'Notă de informare privind prestarea de către copil a unei activități remunerate (HG nr. 75/2015)';

const BLANK = '______________________________';

export const LAST_DAY_ESTIMATE = 'estimativ, dacă zilele sunt consecutive';

/** Decision 0018 row 5 (HG 75/2015 art. 2 alin. (4)): the work may start before the shooting date. */
export const REHEARSALS_COUNT =
  'Repetițiile de orice fel și orice etapă pregătitoare fac parte din activitate (HG nr. 75/2015, art. 2 alin. (4)): dacă încep înainte de filmare, activitatea începe odată cu ele.';

/** 'informare-spas-luca-ionescu.pdf': ASCII only, so every browser keeps the name. */
export function spasNoticeFileName(childName: string): string {
  const slug = slugify(childName);
  return `informare-spas-${slug === 'casting' ? 'copil' : slug}.pdf`;
}

/** 'YYYY-MM-DD' as the Romanian 'DD.MM.YYYY'; a line to fill in when unknown. */
function roDate(isoDate: string | null): string {
  const date = isoDate ? parseIsoDate(isoDate.slice(0, 10)) : null;
  if (!date) return BLANK;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

const orBlank = (value: string | null | undefined) => (value?.trim() ? value.trim() : BLANK);

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 45;
const TEXT_SIZE = 10;
const LEADING = 1.38;

/** Writes top to bottom, wrapping lines and starting a page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly ink: Color,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, options: { bold?: boolean; size?: number; indent?: number; after?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? TEXT_SIZE;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, this.width - indent)) {
      this.room(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: this.ink });
    }
    this.y -= options.after ?? 0;
  }

  /** "Label: value", the label in bold, the value wrapped beside it. */
  field(label: string, value: string) {
    const labelText = `${label}: `;
    const labelWidth = this.bold.widthOfTextAtSize(labelText, TEXT_SIZE);
    const lines = wrapText(value, this.regular, TEXT_SIZE, this.width - labelWidth);
    lines.forEach((line, index) => {
      this.room(TEXT_SIZE * LEADING);
      this.y -= TEXT_SIZE * LEADING;
      if (index === 0)
        this.page.drawText(labelText, {
          x: MARGIN,
          y: this.y,
          size: TEXT_SIZE,
          font: this.bold,
          color: this.ink,
        });
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size: TEXT_SIZE,
        font: this.regular,
        color: this.ink,
      });
    });
  }

  /** A section title, kept on the page with the first lines under it. */
  heading(text: string) {
    this.room(TEXT_SIZE * LEADING * 4);
    this.y -= TEXT_SIZE * 0.5;
    this.text(text, { bold: true, size: 11, after: 1 });
  }

  /** A list item: the bullet hangs, wrapped lines align with the text. */
  bullet(text: string) {
    const indent = 16;
    const lines = wrapText(text, this.regular, TEXT_SIZE, this.width - indent);
    lines.forEach((line, index) => {
      this.room(TEXT_SIZE * LEADING);
      this.y -= TEXT_SIZE * LEADING;
      if (index === 0)
        this.page.drawText('•', {
          x: MARGIN + 6,
          y: this.y,
          size: TEXT_SIZE,
          font: this.regular,
          color: this.ink,
        });
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size: TEXT_SIZE,
        font: this.regular,
        color: this.ink,
      });
    });
  }

  gap(points: number) {
    this.y -= points;
  }
}

export async function renderSpasNotice(input: SpasNoticeInput): Promise<Uint8Array> {
  // Loaded here, not at import: every CLI command builds the container, and the PDF library is about
  // a second of its start on a busy machine (container-loading.test.ts).
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  const fonts = await loadPdfFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const childName = `${input.child.firstName} ${input.child.lastName}`.trim();
  doc.setTitle(SPAS_NOTICE_TITLE);
  doc.setSubject(`Informare SPAS — ${childName}`);
  doc.setLanguage('ro-RO');
  doc.setProducer('Talent Portal');
  doc.setCreator('Talent Portal');

  const w = new Writer(doc, regular, bold, rgb(0.1, 0.1, 0.1));
  w.text(SPAS_NOTICE_TITLE, { bold: true, size: 13, after: 8 });
  w.text(
    `Către: Serviciul public de asistență socială din localitatea ${orBlank(input.child.locality)} (localitatea unde domiciliază copilul)`,
    { after: 6 },
  );
  w.text(
    `Subsemnatul/Subsemnata ${orBlank(input.guardian?.name)}, părinte/reprezentant legal al copilului numit mai jos, vă informez, înainte de începerea activității, că acesta va presta o activitate remunerată, în condițiile HG nr. 75/2015.`,
  );

  w.heading('1. Copilul');
  w.field('Nume și prenume', orBlank(childName));
  w.field('Data nașterii', roDate(input.child.dateOfBirth));
  if (input.child.contact) {
    const { email, phone } = input.child.contact;
    w.field('Contact', [email, phone].filter(Boolean).join(', '));
  }

  w.heading('2. Părintele / reprezentantul legal');
  w.field('Nume și prenume', orBlank(input.guardian?.name));
  w.field('E-mail', orBlank(input.guardian?.email));
  w.field('Telefon', orBlank(input.guardian?.phone));

  w.heading('3. Organizatorul');
  w.field('Denumire', orBlank(input.organiser));

  w.heading('4. Activitatea');
  w.field('Proiect', orBlank(input.casting.title));
  w.field('Tipul proiectului', PROJECT_TYPE_RO[input.casting.projectType]);
  w.field('Locul desfășurării', orBlank(input.casting.location));

  w.heading('5. Programul copilului');
  const schedule = input.schedule;
  w.field('Interval zilnic', schedule ? `${schedule.dailyStart}–${schedule.dailyEnd}` : BLANK);
  w.field('Număr de zile de lucru', schedule ? String(schedule.days) : BLANK);
  w.field('Prima zi de lucru', roDate(input.dates.startDate));
  // start + days − 1: right only when the days follow one another.
  w.field(
    'Ultima zi de lucru',
    input.dates.endDate ? `${roDate(input.dates.endDate)} (${LAST_DAY_ESTIMATE})` : BLANK,
  );
  w.text(REHEARSALS_COUNT, { size: 9.5 });

  w.heading('6. Însoțitorul copilului');
  w.field('Nume și prenume', orBlank(input.companionName));
  w.text('Copilul este însoțit la activitate de un adult.', { size: 9.5 });

  w.heading('7. Documente anexate');
  for (const document of DOCUMENTS) w.bullet(document);

  w.heading('8. Copia contractului');
  w.text(
    `O copie certificată „conform cu originalul” a contractului se transmite serviciului public de asistență socială în cel mult ${CONTRACT_COPY_WORKING_DAYS} zile lucrătoare de la începerea activității, adică până la data de ${roDate(input.dates.contractCopyDeadline)}.`,
  );

  w.gap(10);
  w.field('Data', BLANK);
  w.gap(6);
  w.field('Semnătura părintelui / reprezentantului legal', BLANK);
  w.gap(10);
  w.text(
    `Generat de Talent Portal la ${roDate(input.today ?? romanianToday())}. Verificați datele și completați rândurile libere.`,
    { size: 8.5 },
  );
  return doc.save();
}
