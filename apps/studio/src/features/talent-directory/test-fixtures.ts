import type { TalentCard, TalentPage } from '@talent/contract/directory';
import type { StudioCasting } from '@talent/contract/studio';
import type { TalentList, TalentListDetail } from '@talent/contract/talent-lists';
import { testStaff } from '@/test/fixtures';

// Test data of the directory's screens (imported by their tests only).

export const verifiedClient = () =>
  testStaff({ clientStatus: 'VERIFIED', company: { ...testStaff().company!, status: 'VERIFIED' } });

export function testCard(index: number, overrides: Partial<TalentCard> = {}): TalentCard {
  return {
    profileId: `profile-${index}`,
    firstName: `Ioana${index}`,
    lastName: `Secret${index}`,
    age: 24 + index,
    city: 'Cluj-Napoca',
    heightCm: 170,
    categories: ['ACTOR', 'DANCER'],
    photoUrl: `/media/p${index}-thumb.webp`,
    hasVideo: index === 1,
    isMinor: false,
    ...overrides,
  };
}

export function talentPage(data: TalentCard[], meta: Partial<TalentPage['meta']> = {}): TalentPage {
  const pageSize = meta.pageSize ?? 24;
  const total = meta.total ?? data.length;
  return {
    data,
    meta: { page: meta.page ?? 1, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
  };
}

export function testList(overrides: Partial<TalentList> = {}): TalentList {
  return {
    id: 'list-1',
    name: 'Blonde dancers, Cluj',
    memberCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function testListDetail(overrides: Partial<TalentListDetail> = {}): TalentListDetail {
  const member = (index: number) => ({
    profileId: `profile-${index}`,
    firstName: `Ioana${index}`,
    lastName: `Secret${index}`,
    age: 24 + index,
    city: 'Cluj-Napoca',
    isMinor: false,
    photoUrl: null,
    addedAt: '2026-11-02T10:00:00.000Z',
  });
  return { ...testList(), members: [member(1), member(2)], ...overrides };
}

/** A published casting of the client's, as the castings list gives it (only what the dialog reads). */
export const publishedCasting = (id: string, title: string) => ({ id, title }) as StudioCasting;
