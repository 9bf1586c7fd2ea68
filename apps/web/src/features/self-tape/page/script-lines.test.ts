import { describe, expect, it } from 'vitest';
import { scriptLines, speakerOf, speakersOf } from './script-lines';

describe('the sides’ lines and characters', () => {
  it('reads a character’s name before the colon, in any case, Romanian letters included', () => {
    expect(speakerOf('MIHAI: Trenul pleacă în zece minute.')).toBe('MIHAI');
    expect(speakerOf('Ștefan : Nu plec.')).toBe('ȘTEFAN');
    expect(speakerOf('Doamna Ionescu: Bună ziua.')).toBe('DOAMNA IONESCU');
    // Not a character: a sentence with a colon later on, a time, a lower-case start.
    expect(speakerOf('Filmează-te în format vertical, cu lumină naturală: două duble.')).toBeNull();
    expect(speakerOf('La 10:30 intri în scenă.')).toBeNull();
    expect(speakerOf('mihai: nu')).toBeNull();
  });

  it('groups each character’s lines, in the order they first speak; none for a monologue', () => {
    const lines = scriptLines(
      'Prezintă-te, apoi joacă scena.\nMIHAI: Mai stai?\nANA: Nu plec.\nMihai: Știi că nu pot.\nANA: Rămân.',
      [],
    );
    expect(speakersOf(lines)).toEqual([
      { name: 'MIHAI', lines: [1, 3] },
      { name: 'ANA', lines: [2, 4] },
    ]);
    expect(speakersOf(scriptLines('HAMLET: A fi sau a nu fi.\nHAMLET: Aceasta e întrebarea.', []))).toEqual(
      [],
    );
  });
});
