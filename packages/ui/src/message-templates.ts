import type { TFunction } from 'i18next';

/**
 * Server texts with slots the server fills in ('{file}: …', '… {max}MB'), shared by the portal and the
 * studio: matched as patterns, and the slots' values handed to the translation under the same names
 * ('{{file}}', '{{max}}').
 */
interface MessageTemplate<K extends string> {
  pattern: RegExp;
  names: string[];
  key: K;
}

const SLOT = /\{(\w+)\}/g;
const HAS_SLOT = /\{\w+\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const hasSlots = (text: string) => HAS_SLOT.test(text);

export class MessageTemplates<K extends string> {
  private readonly templates = new Map<string, MessageTemplate<K>>();

  add(text: string, key: K): void {
    const names = [...text.matchAll(SLOT)].map((match) => match[1] ?? '');
    const source = text
      .split(SLOT)
      // split() with a capture group alternates literal text and slot names.
      .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.*?)'))
      .join('');
    this.templates.set(text, { pattern: new RegExp(`^${source}$`, 's'), names, key });
  }

  /** The translation of a filled-in text, or null when no template matches it. */
  translate(t: TFunction, text: string): string | null {
    for (const { pattern, names, key } of this.templates.values()) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
      // The slots' names are the registered text's own, which the typed `t` cannot know.
      const translate = t as unknown as (key: K, values: Record<string, string>) => string;
      return translate(key, values);
    }
    return null;
  }
}
