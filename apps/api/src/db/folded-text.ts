import { type Expression, type RawBuilder, sql } from 'kysely';

// Romanian letters a name is often typed without, folded to the plain letter on both sides of a search. SQLite's
// lower() leaves non-ASCII capitals alone, so the capitals are listed too; ş/ţ (cedilla) are the
// older forms of ș/ț still found in data typed on old keyboards.
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['ă', 'a'],
  ['â', 'a'],
  ['î', 'i'],
  ['ș', 's'],
  ['ş', 's'],
  ['ț', 't'],
  ['ţ', 't'],
  ['Ă', 'a'],
  ['Â', 'a'],
  ['Î', 'i'],
  ['Ș', 's'],
  ['Ş', 's'],
  ['Ț', 't'],
  ['Ţ', 't'],
];

/** A text column lower-cased and without the diacritics above, the same in SQLite and PostgreSQL. */
export function foldedText(column: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`lower(${column})`;
  for (const [from, to] of FOLDS) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return folded;
}

/** What a person typed, folded as foldedText folds the column: "Săvulescu" and "savulescu" meet. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}
