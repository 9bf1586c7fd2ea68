import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from './profile-messages';
import { isSkillKind, SKILL_KIND_NAMES, SKILL_KINDS } from './skills';

const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  payload: unknown,
) => {
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

describe('skill items', () => {
  it('lists the six URL kinds', () => {
    expect(SKILL_KIND_NAMES).toEqual([
      'instrument',
      'sport',
      'dance',
      'riding',
      'language',
      'distinctive-mark',
    ]);
    expect(isSkillKind('riding')).toBe(true);
    expect(isSkillKind('toString')).toBe(false);
  });

  it.each([
    ['instrument', { instrument: ' ', level: 'AMATEUR' }, M.instrumentRequired],
    ['sport', { level: 'AMATEUR' }, M.sportRequired],
    ['dance', { genre: '', level: 'PERFORMANCE' }, M.danceGenreRequired],
    ['riding', { activity: '', level: 'AMATEUR' }, M.ridingActivityRequired],
    ['language', { language: '', level: 'NATIVE' }, M.languageRequired],
    ['distinctive-mark', { location: 'arm' }, M.markTypeRequired],
    ['distinctive-mark', { type: 'TATTOO', location: ' ' }, M.markLocationRequired],
    ['instrument', { instrument: 'pian', level: 'EXPERT' }, M.levelRequired],
    ['language', { language: 'engleză', level: 'AMATEUR' }, M.levelRequired],
  ] as const)('%s %j: %s', (kind, payload, message) => {
    expect(messageOf(SKILL_KINDS[kind].create, payload)).toBe(message);
  });

  it('accepts valid items with an optional talentProfileId and trims texts', () => {
    expect(
      SKILL_KINDS.instrument.create.parse({ instrument: ' pian ', level: 'AMATEUR', talentProfileId: 'p1' }),
    ).toEqual({
      instrument: 'pian',
      level: 'AMATEUR',
      courses: null,
      talentProfileId: 'p1',
    });
    expect(
      SKILL_KINDS['distinctive-mark'].create.parse({ type: 'SCAR', location: 'braț' }).description,
    ).toBeNull();
    expect(
      SKILL_KINDS.sport.update.safeParse({ sport: 'tenis', level: 'AMATEUR', talentProfileId: 'p' }).success,
    ).toBe(false);
    expect(SKILL_KINDS.riding.create.safeParse({ activity: 'x', level: 'AMATEUR', extra: 1 }).success).toBe(
      false,
    );
  });
});
