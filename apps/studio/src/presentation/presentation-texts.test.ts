import { leaves, type Tree } from '@talent/ui/test/locale-checks';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ro from './locales/ro.json';
import { firstLanguage } from './presentation-texts';

describe("the presentation page's texts", () => {
  it('has every key in both languages, with text and the same placeholders', () => {
    const roLeaves = new Map(leaves(ro as Tree));
    const enLeaves = new Map(leaves(en as Tree));
    expect([...roLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    const slots = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of enLeaves) {
      expect(text.trim(), key).not.toBe('');
      expect(slots(roLeaves.get(key) ?? ''), key).toEqual(slots(text));
    }
  });

  it('speaks the language the viewer chose, else the browser’s, else Romanian', () => {
    expect(firstLanguage('en', ['ro-RO'])).toBe('en');
    expect(firstLanguage(null, ['de-DE', 'en-GB', 'ro'])).toBe('en');
    expect(firstLanguage('fr', ['RO'])).toBe('ro');
    expect(firstLanguage(null, ['de-DE', 'fr'])).toBe('ro');
    expect(firstLanguage(null, [])).toBe('ro');
  });
});
