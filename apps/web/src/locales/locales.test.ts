import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import { AUDITION_MESSAGES } from '@talent/contract/auditions';
import { CASTING_MESSAGES } from '@talent/contract/castings';
import { CHILD_WORK_MESSAGES } from '@talent/contract/child-work';
import { CHECKLIST_MESSAGES } from '@talent/contract/child-work-checklist';
import { ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { MEDIA_MESSAGES } from '@talent/contract/media';
import { PROFILE_MESSAGES } from '@talent/contract/profile-messages';
import { SELF_TAPE_MESSAGES } from '@talent/contract/self-tapes';
import { itChecksAppLocales } from '@talent/ui/test/app-locale-checks';
import { leaves, type Tree } from '@talent/ui/test/locale-checks';
import { describe, expect, it } from 'vitest';
import { TALENT_AUDITION_MESSAGES } from '@/features/auditions/audition-rules';

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

describe('translations', () => {
  const { ro, en } = itChecksAppLocales(files, { ownErrors: { onlyTalent: ONLY_TALENT_MESSAGE } });

  it.each([
    ['castings.json', CASTING_MESSAGES],
    ['applications.json', APPLICATION_MESSAGES],
    ['profile.json', PROFILE_MESSAGES],
    ['auth.json', ACCOUNT_MESSAGES],
  ] as const)('%s translates every message of its contract module', (file, messages) => {
    const enMessages = en.get(file)?.messages as Tree;
    const roMessages = ro.get(file)?.messages as Tree;
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) {
      // The specification's English texts are the English; its few Romanian ones are the Romanian.
      if (/[ăâîșț]/.test(text)) expect(roMessages[key], key).toBe(text);
      else expect(enMessages[key], key).toBe(text);
      expect(roMessages[key], key).not.toBe(enMessages[key]);
    }
  });

  it.each([
    ['profile.json', 'media.messages', MEDIA_MESSAGES],
    ['applications.json', 'selfTape.messages', SELF_TAPE_MESSAGES],
  ] as const)('%s translates every message of its contract module under %s', (file, path, messages) => {
    const at = (tree: Tree | undefined) =>
      path.split('.').reduce<Tree>((node, key) => node[key] as Tree, tree ?? {});
    const enMessages = at(en.get(file));
    const roMessages = at(ro.get(file));
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const [key, text] of Object.entries(messages)) {
      // The contract's Romanian with its slots ('{file}') as i18next's ('{{file}}').
      expect(roMessages[key], key).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
      expect(enMessages[key], key).not.toBe(roMessages[key]);
    }
  });

  it.each([
    ['castings.json', 'minorSchedule.messages', CHILD_WORK_MESSAGES],
    ['applications.json', 'checklist.messages', CHECKLIST_MESSAGES],
  ] as const)(
    '%s translates the English messages of its contract module under %s',
    (file, path, messages) => {
      const at = (tree: Tree | undefined) =>
        path.split('.').reduce<Tree>((node, key) => node[key] as Tree, tree ?? {});
      const enMessages = at(en.get(file));
      const roMessages = at(ro.get(file));
      expect(enMessages).toEqual(messages);
      for (const key of Object.keys(messages)) expect(roMessages[key], key).not.toBe(enMessages[key]);
    },
  );

  it('auditions.json translates the contract’s messages a talent can meet', () => {
    const enMessages = en.get('auditions.json')?.messages as Tree;
    const roMessages = ro.get('auditions.json')?.messages as Tree;
    expect(enMessages).toEqual(
      Object.fromEntries(TALENT_AUDITION_MESSAGES.map((key) => [key, AUDITION_MESSAGES[key]])),
    );
    for (const key of TALENT_AUDITION_MESSAGES) expect(roMessages[key], key).not.toBe(enMessages[key]);
  });

  it("uses the specification's Romanian texts of the profile and the onboarding wizard", () => {
    const text = (file: string, key: string) => new Map(leaves(ro.get(file) ?? {})).get(key);
    expect(text('onboarding.json', 'title')).toBe('Bine ai venit! Să completăm profilul tău');
    expect(text('onboarding.json', 'stepOf')).toBe('Pasul {{step}} din {{total}}');
    expect(text('onboarding.json', 'skip')).toBe('Omite');
    expect(text('onboarding.json', 'continue')).toBe('Continuă');
    expect(text('onboarding.json', 'later')).toBe('Completează mai târziu');
    expect(text('onboarding.json', 'finish')).toBe('Finalizează');
    expect(text('onboarding.json', 'completed')).toBe('Onboarding completat cu succes!');
    expect(text('onboarding.json', 'laterToast')).toBe(
      'Poți continua onboarding-ul oricând din profilul tău!',
    );
    expect(text('onboarding.json', 'saveFailed')).toBe('A apărut o eroare');
    expect(text('profile.json', 'updated')).toBe('Profil actualizat cu succes!');
    expect(text('profile.json', 'notFound')).toBe('Profil negăsit. Te rugăm să completezi profilul.');
    expect(text('profile.json', 'skills.addFailed')).toBe('Eroare la adăugare');
    expect(text('profile.json', 'skills.deleteFailed')).toBe('Eroare la ștergere');
    expect(text('profile.json', 'actions.add')).toBe('Adaugă');
    expect(text('profile.json', 'genders.MALE')).toBe('Masculin');
    expect(text('profile.json', 'genders.FEMALE')).toBe('Feminin');
    expect(text('profile.json', 'levels.AMATEUR')).toBe('Amator');
    expect(text('profile.json', 'levels.PERFORMANCE')).toBe('Performanță');
    expect(ro.get('profile.json')?.markTypes).toEqual({
      TATTOO: 'Tatuaj',
      SCAR: 'Cicatrice',
      BIRTHMARK: 'Semn de naștere',
      OTHER: 'Altele',
    });
    expect(new Map(leaves(en.get('profile.json') ?? {})).get('loadFailed')).toBe('Failed to load profile');
    expect(new Map(leaves(en.get('profile.json') ?? {})).get('updateFailed')).toBe(
      'Failed to update profile',
    );
  });
});

// Texts loaded on demand by the screens that show them (not with the shell): the same checks.
describe('on-demand translations', () => {
  const onDemand = import.meta.glob<Tree>('./on-demand/*/*.json', { eager: true, import: 'default' });
  const byLanguage = (language: string) =>
    Object.entries(onDemand).filter(([path]) => path.startsWith(`./on-demand/${language}/`));

  it('has the same files and keys in ro and en, every text written', () => {
    const names = (language: string) => byLanguage(language).map(([path]) => path.split('/').pop());
    expect(names('ro').length).toBeGreaterThan(0);
    expect(names('ro')).toEqual(names('en'));
    for (const [path, enTree] of byLanguage('en')) {
      const roTree = onDemand[path.replace('/en/', '/ro/')] ?? {};
      const enLeaves = leaves(enTree);
      expect(leaves(roTree).map(([key]) => key)).toEqual(enLeaves.map(([key]) => key));
      for (const [key, text] of [...enLeaves, ...leaves(roTree)]) expect(text.trim(), key).not.toBe('');
    }
  });
});
