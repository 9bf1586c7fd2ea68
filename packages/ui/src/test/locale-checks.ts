import { VALIDATION_MESSAGES } from '@talent/contract/validation-messages';
import { expect, it } from 'vitest';

/** A locale file: texts, nested by key. */
export type Tree = { [key: string]: string | Tree };

/** An app's locale files by language, then by file name, from its `import.meta.glob('./*\/*.json')`. */
export function localesOf(files: Record<string, Tree>): { ro: Map<string, Tree>; en: Map<string, Tree> } {
  const filesOf = (language: string) =>
    new Map(
      Object.entries(files)
        .filter(([path]) => path.startsWith(`./${language}/`))
        .map(([path, tree]) => [path.slice(`./${language}/`.length), tree]),
    );
  return { ro: filesOf('ro'), en: filesOf('en') };
}

/** Every leaf as [dotted.key, text]. */
export function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/**
 * The checks every app's translations pass, as tests of the caller's describe(): the same files and
 * keys in both languages, no empty text, the same placeholders, every validation message of the
 * contract (English is the contract's text), Romanian diacritics with commas, not cedillas.
 */
export function itChecksLocales({ ro, en }: { ro: Map<string, Tree>; en: Map<string, Tree> }): void {
  it('has the same files in ro and en', () => {
    expect(ro.size).toBeGreaterThan(0);
    expect([...ro.keys()].sort()).toEqual([...en.keys()].sort());
  });

  for (const file of en.keys()) {
    it(`${file}: every key exists in both languages, with text and the same placeholders`, () => {
      const roLeaves = new Map(leaves(ro.get(file) ?? {}));
      const enLeaves = new Map(leaves(en.get(file) ?? {}));
      expect([...roLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
      for (const [key, enText] of enLeaves) {
        const roText = roLeaves.get(key) ?? '';
        expect(enText.trim(), `en ${key}`).not.toBe('');
        expect(roText.trim(), `ro ${key}`).not.toBe('');
        expect(placeholders(roText), `placeholders of ${key}`).toEqual(placeholders(enText));
      }
    });
  }

  it('translates every validation message of the contract; English is the contract text', () => {
    expect(en.get('validation.json')).toEqual(VALIDATION_MESSAGES);
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(ro.get('validation.json')?.[key], key).not.toBe(text);
    }
  });

  it('writes Romanian with its diacritics (ă â î ș ț), not cedilla look-alikes', () => {
    const allRomanian = [...ro.values()].flatMap((tree) => leaves(tree).map(([, text]) => text)).join(' ');
    expect(allRomanian).toMatch(/[ăâîșț]/);
    expect(allRomanian).not.toMatch(/[şţŞŢ]/);
  });
}
