import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { CLIENT_MESSAGES } from '@talent/contract/clients';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@talent/contract/errors';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { VALIDATION_MESSAGES } from '@talent/contract/validation-messages';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function filesOf(language: string): Map<string, Tree> {
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, tree]) => [path.slice(`./${language}/`.length), tree]),
  );
}

/** Every leaf as [dotted.key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const ro = filesOf('ro');
const en = filesOf('en');

describe('translations', () => {
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

  it('has the server error texts of the contract in English', () => {
    expect(en.get('errors.json')).toEqual({
      onlyStaff: ONLY_STAFF_MESSAGE,
      invalidCredentials: INVALID_CREDENTIALS_MESSAGE,
      tooManyLoginAttempts: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      emailTaken: EMAIL_TAKEN_MESSAGE,
    });
  });

  it('translates every client message of the contract (sign-up and verification)', () => {
    const enMessages = en.get('clients.json')?.messages as Tree;
    const roMessages = ro.get('clients.json')?.messages as Tree;
    expect(enMessages).toEqual(CLIENT_MESSAGES);
    for (const key of Object.keys(CLIENT_MESSAGES)) expect(roMessages[key], key).not.toBe(enMessages[key]);
  });

  it('translates the account messages that the forgotten and reset password screens meet', () => {
    const enMessages = en.get('auth.json')?.messages as Tree;
    for (const [key, text] of Object.entries(enMessages)) {
      expect(text, key).toBe(ACCOUNT_MESSAGES[key as keyof typeof ACCOUNT_MESSAGES]);
    }
  });

  it('writes Romanian with its diacritics (ă â î ș ț), not cedilla look-alikes', () => {
    const allRomanian = [...ro.values()].flatMap((tree) => leaves(tree).map(([, text]) => text)).join(' ');
    expect(allRomanian).toMatch(/[ăâîșț]/);
    expect(allRomanian).not.toMatch(/[şţŞŢ]/);
  });
});
