import { describe, expect, it } from 'vitest';
import { type MessageWarningKind, messageWarnings, normalizeForMatching } from './message-safety';

type Row = [text: string, kinds: MessageWarningKind[], excerpts?: string[]];

// One row per message: the kinds of the warnings in order of appearance, and for some rows the exact
// excerpts the sender is shown. An empty list is a message that must go through without a warning.
const ROWS: Row[] = [
  // Phone numbers, Romanian forms
  ['Sună-mă la 0722 123 456', ['PHONE'], ['0722 123 456']],
  ['Numărul meu: 0722123456.', ['PHONE'], ['0722123456']],
  ['Tel 0722-123-456', ['PHONE'], ['0722-123-456']],
  ['Tel 0722.123.456', ['PHONE'], ['0722.123.456']],
  ['Sunați la (0722) 123 456 după ora 18', ['PHONE'], ['(0722) 123 456']],
  ['Call me on +40 722 123 456', ['PHONE'], ['+40 722 123 456']],
  ['+40722123456', ['PHONE'], ['+40722123456']],
  ['0040 722 123 456 e numărul mamei', ['PHONE'], ['0040 722 123 456']],
  ['My number is +40 (0) 722 123 456', ['PHONE'], ['+40 (0) 722 123 456']],
  ['Fix: 021 312 3456', ['PHONE'], ['021 312 3456']],
  ['0213123456', ['PHONE']],
  ['Biroul: +40 21 312 3456', ['PHONE'], ['+40 21 312 3456']],
  ['Cluj: 0264 123 456', ['PHONE'], ['0264 123 456']],
  ['scrie 0 7 2 2 1 2 3 4 5 6 pe hârtie', ['PHONE'], ['0 7 2 2 1 2 3 4 5 6']],
  ['Pe 12.03.2026 0722 123 456 sună-mă', ['PHONE'], ['0722 123 456']],
  ['(sunați la 0722 123 456)', ['PHONE'], ['0722 123 456']],
  ['0722 123 456 sau 0733/222/111', ['PHONE', 'PHONE'], ['0722 123 456', '0733/222/111']],
  ['0722123456, repet: 0722123456', ['PHONE'], ['0722123456']],
  ['+40 722.123.456', ['PHONE'], ['+40 722.123.456']],
  ['+40 (0)722 123 456', ['PHONE'], ['+40 (0)722 123 456']],
  ['Tel:0722123456', ['PHONE'], ['0722123456']],
  ['07.22.12.34.56', ['PHONE']],
  ['0721 23 45 67', ['PHONE']],
  ['Pe 12-03-2026 0722 123 456', ['PHONE'], ['0722 123 456']],
  ['Vino la 10.30, sala 2, 0744 000 111', ['PHONE'], ['0744 000 111']],
  // E-mail addresses
  ['Trimite-mi pe ana@gmail.com', ['EMAIL'], ['ana@gmail.com']],
  ['ANA.POP+x@Yahoo.ro te rog', ['EMAIL'], ['ANA.POP+x@Yahoo.ro']],
  ['ana_pop@mail.example.co.uk', ['EMAIL']],
  ['ana [at] gmail [dot] com', ['EMAIL'], ['ana [at] gmail [dot] com']],
  ['scrie la ana (at) gmail.com', ['EMAIL'], ['ana (at) gmail.com']],
  ['ana at gmail dot com', ['EMAIL'], ['ana at gmail dot com']],
  ['write to ana at yahoo.ro', ['EMAIL'], ['ana at yahoo.ro']],
  ['ana @ gmail . com', ['EMAIL']],
  ['ana{at}gmail{punct}ro', ['EMAIL']],
  ['Scrie pe info@casting.ro. Repet: info@casting.ro', ['EMAIL'], ['info@casting.ro']],
  // IBANs, checked by mod 97
  ['IBAN: RO49 AAAA 1B31 0075 9384 0000', ['IBAN'], ['RO49 AAAA 1B31 0075 9384 0000']],
  ['ro49aaaa1b31007593840000 la Banca X', ['IBAN'], ['ro49aaaa1b31007593840000']],
  ['Contul RO49AAAA1B31007593840000.', ['IBAN'], ['RO49AAAA1B31007593840000']],
  ['Send it to GB82 WEST 1234 5698 7654 32', ['IBAN'], ['GB82 WEST 1234 5698 7654 32']],
  ['DE89370400440532013000', ['IBAN']],
  // WhatsApp / Telegram
  ['wa.me/40722123456', ['MESSENGER'], ['wa.me/40722123456']],
  [
    'Intră aici: https://chat.whatsapp.com/AbCdEf123.',
    ['MESSENGER'],
    ['https://chat.whatsapp.com/AbCdEf123'],
  ],
  ['https://api.whatsapp.com/send?phone=40722123456', ['MESSENGER']],
  ['t.me/someone', ['MESSENGER'], ['t.me/someone']],
  ['telegram.me/x', ['MESSENGER'], ['telegram.me/x']],
  ['Vorbim pe WhatsApp?', ['MESSENGER'], ['WhatsApp']],
  ['pe whats app e mai simplu', ['MESSENGER'], ['whats app']],
  ['Let us move to TELEGRAM', ['MESSENGER'], ['TELEGRAM']],
  ['Telegram/WhatsApp', ['MESSENGER', 'MESSENGER'], ['Telegram', 'WhatsApp']],
  ['Scrie-mi pe WhatsApp la 0722 123 456', ['MESSENGER', 'PHONE'], ['WhatsApp', '0722 123 456']],
  // Requests for money, Romanian, with and without diacritics
  ['Pentru înscriere e o taxă de 200 lei', ['MONEY'], ['taxă']],
  ['Taxa de casting se achită azi', ['MONEY'], ['Taxa']],
  ['taxe, taxei, taxele, taxelor', ['MONEY', 'MONEY', 'MONEY', 'MONEY']],
  ['Vă rugăm un avans de 100 de lei', ['MONEY'], ['avans']],
  ['avansul, avansului, avansuri', ['MONEY', 'MONEY', 'MONEY']],
  ['Plata se face înainte de probă', ['MONEY'], ['Plata']],
  ['plăți și plati', ['MONEY', 'MONEY'], ['plăți', 'plati']],
  ['Trebuie să plătești 50 de lei', ['MONEY'], ['plătești']],
  ['Plătiți-ne până vineri', ['MONEY'], ['Plătiți']],
  ['e nevoie să plătească părintele', ['MONEY'], ['plătească']],
  ['Plătiţi cu cedilă, plătesti fără', ['MONEY', 'MONEY'], ['Plătiţi', 'plătesti']],
  ['Faceți un transfer sau transferul azi', ['MONEY', 'MONEY'], ['transfer', 'transferul']],
  ['El transferă banii', ['MONEY'], ['transferă']],
  ['TAXĂ', ['MONEY'], ['TAXĂ']],
  ['o taxa\u0306 mică, tastată descompus', ['MONEY'], ['taxă']],
  // Requests for money, English
  ['There is a small fee to audition', ['MONEY'], ['fee']],
  ['Fees are non-refundable', ['MONEY'], ['Fees']],
  ['A deposit secures your spot; deposits are due Friday', ['MONEY', 'MONEY']],
  ['Please pay the registration today', ['MONEY'], ['pay the']],
  ['You need to pay a booking charge', ['MONEY'], ['pay a']],
  ['Payment by bank transfer', ['MONEY', 'MONEY'], ['Payment', 'transfer']],
  // Several at once, in order of appearance
  [
    'Taxa e 50 lei, IBAN RO49AAAA1B31007593840000, apoi scrie pe ana@gmail.com sau t.me/ana',
    ['MONEY', 'IBAN', 'EMAIL', 'MESSENGER'],
  ],
  // Must NOT be flagged
  ['Rolul este plătit', []],
  ['Un rol plătit, 2 zile de filmare', []],
  ['Colaborarea este plătită', []],
  ['Cerem engleză la nivel avansat', []],
  ['Un actor avansat în vârstă', []],
  ['Vă luăm cu taxi de la gară', []],
  ['Coffee and feedback after the take', []],
  ['The money was deposited yesterday', []],
  ['Filmăm pe 12.03.2026', []],
  ['Filmăm pe 12/03/2026', []],
  ['Program 10:00-14:00, pauză 12:30', []],
  ['Onorariu 1.500 lei brut', []],
  ['1500 RON pe zi', []],
  ['Înălțime 170 cm, măsuri 90-60-90', []],
  ['Client: SC Exemplu SRL, CUI RO14399840', []],
  ['Castingul CST-2026-0042 și id 550e8400-e29b-41d4-a716-446655440000', []],
  ['Anul 2025 a fost bun', []],
  ['În caz de urgență sunați la 112', []],
  ['Cod poștal 400001, Cluj', []],
  ['Referința 1234567890', []],
  ['Numărul 0123456789 nu e de telefon', []],
  ['Vârste 20 21 22 23 24 25', []],
  ['Codul produsului RO12 3456 7890 1234 5678 9012', []],
  ['Contul RO49 AAAA 1B31 0075 9384 0001 (o cifră greșită)', []],
  ['Mărimi 38 40 42 44', []],
  ['Vârsta 7-10 ani, 2026', []],
  ['Mulțumesc @ana. Ne vedem mâine', []],
  ['Meet me at noon. Ok?', []],
  ['See you at the studio dot', []],
  ['Pay attention to the light', []],
  ['I paid for parking', []],
  ['Let me know', []],
  ['Telegrama a sosit', []],
  ['Taxonomia rolurilor', []],
  ['Transferabil? Nu.', []],
  ['Avem un telefon fix la recepție', []],
  ['', []],
];

describe('messageWarnings', () => {
  it.each(ROWS)('%j → %j', (text, kinds, excerpts) => {
    const warnings = messageWarnings(text);
    expect(warnings.map((warning) => warning.kind)).toEqual(kinds);
    if (excerpts) expect(warnings.map((warning) => warning.text)).toEqual(excerpts);
    for (const warning of warnings) expect(text.normalize('NFC')).toContain(warning.text);
  });
});

describe('normalizeForMatching', () => {
  it('folds both Romanian forms of ș and ț without moving any character', () => {
    const text = 'ĂÂÎȘȚ ăâîșț Ş ţ Plătiți';
    expect(normalizeForMatching(text)).toBe('aaist aaist s t platiti');
    expect(normalizeForMatching(text)).toHaveLength(text.length);
  });
});
