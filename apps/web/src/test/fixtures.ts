import type { Application } from '@talent/contract/applications';
import type { Audition } from '@talent/contract/auditions';
import type { Casting } from '@talent/contract/castings';
import type { Child } from '@talent/contract/children';
import type { Invitation } from '@talent/contract/invitations';
import type { Photo } from '@talent/contract/media';
import { profileCompletion, type TalentProfile } from '@talent/contract/profile';

export function testCasting(overrides: Partial<Casting> = {}): Casting {
  return {
    id: 'casting-1',
    slug: 'figuranti-lumini-de-iarna',
    title: 'Figuranți pentru serialul „Lumini de iarnă”',
    status: 'PUBLISHED',
    projectType: 'TV_SERIES',
    shortDescription: 'Căutăm figuranți pentru scene de stradă.',
    description: 'Filmările au loc în Centrul Vechi.\n\nOferim masă caldă și transport.',
    location: 'Bucuresti',
    castingDate: '2027-01-15',
    shootingDate: '2027-02-02',
    ageRanges: [{ min: 18, max: 45 }],
    gender: null,
    duration: '2 zile',
    remuneration: { amount: 350, currency: 'RON', type: 'per_day' },
    diffusionType: 'TV, online',
    minorSchedule: null,
    coverPhoto: null,
    applications: [],
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testApplication(overrides: Partial<Application> = {}): Application {
  const { applications: _mine, ...casting } = testCasting();
  return {
    id: 'application-1',
    status: 'PENDING',
    castingId: casting.id,
    casting,
    talentProfileId: 'profile-1',
    talentName: 'Ioana Popescu',
    childId: null,
    message: null,
    appliedAt: '2026-12-10T09:30:00.000Z',
    updatedAt: '2026-12-10T09:30:00.000Z',
    statusHistory: [{ status: 'PENDING', changedAt: '2026-12-10T09:30:00.000Z', message: null }],
    ...overrides,
  };
}

export function testProfile(overrides: Partial<TalentProfile> = {}): TalentProfile {
  const profile: TalentProfile = {
    id: 'profile-1',
    userId: 'user-1',
    childId: null,
    firstName: 'Ioana',
    lastName: 'Popescu',
    phone: '+40721234567',
    phone2: null,
    gender: 'FEMALE',
    dateOfBirth: '1998-03-14T00:00:00.000Z',
    residenceCity: 'Bucuresti',
    countryOfOrigin: 'România',
    currentOccupation: null,
    facebookUrl: null,
    instagramUrl: null,
    tiktokUrl: null,
    otherSocialMedia: null,
    bio: null,
    hairColor: 'brunet',
    hairLength: null,
    eyeColor: 'căprui',
    ethnicity: null,
    height: 168,
    weight: 55,
    bust: 88,
    waist: 62,
    hips: 90,
    shoeSize: null,
    pantsSize: null,
    shirtSize: null,
    canSing: false,
    singingLevel: null,
    singingCourses: null,
    hasDriverLicense: false,
    licenseCategories: [],
    licenseSince: null,
    nativeLanguage: null,
    categories: [],
    actingUniversity: null,
    danceTraining: null,
    specialSkills: [],
    profilePhotoUrl: '/media/photos/me.webp',
    photosCount: 0,
    videosCount: 0,
    instruments: [],
    sports: [],
    dances: [],
    ridingSkills: [],
    languages: [],
    distinctiveMarks: [],
    completionScore: 0,
    completion: { score: 0, color: 'red', breakdown: [] },
    onboardingCompletedAt: null,
    discoverable: true,
    ...overrides,
  };
  const completion = overrides.completion ?? profileCompletion(profile);
  return { ...profile, completionScore: completion.score, completion };
}

export function page<T>(data: T[], page = 1, totalPages = 1, pageSize = 12) {
  return {
    data,
    meta: { page, pageSize, total: totalPages > 1 ? totalPages * pageSize : data.length, totalPages },
  };
}

export const CHILD_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

export function testChild(overrides: Partial<Child> = {}): Child {
  return {
    id: CHILD_ID,
    firstName: 'Ana',
    lastName: 'Pop',
    dateOfBirth: '2019-05-03T00:00:00.000Z',
    gender: 'FEMALE',
    talentProfileId: 'profile-ana',
    profilePhotoUrl: null,
    discoverable: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A photo whose URLs all carry its id: `/media/{id}-thumb.webp`, `-display.webp`, `.jpg`. */
export function testPhoto(id: string, order: number): Photo {
  return {
    id,
    thumbnailUrl: `/media/${id}-thumb.webp`,
    displayUrl: `/media/${id}-display.webp`,
    originalUrl: `/media/${id}.jpg`,
    caption: null,
    order,
  };
}

/** An open invitation of the talent's own to the fixture's published casting. */
export function testInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'invitation-1',
    status: 'INVITED',
    message: 'Te-am văzut în reclama de anul trecut: vino la probă!',
    declineReason: null,
    invitedAt: '2026-11-20T10:00:00.000Z',
    profileId: 'profile-1',
    childName: null,
    companyName: 'Lumini Film SRL',
    casting: {
      id: 'casting-1',
      slug: 'figuranti-lumini-de-iarna',
      title: 'Figuranți pentru serialul „Lumini de iarnă”',
      status: 'PUBLISHED',
    },
    ...overrides,
  };
}

/**
 * An audition invited into its slot: Tuesday 15 December 2026, 10:00–10:15 on a Bucharest clock
 * (winter time, UTC+2), in person, with two other free times.
 */
export function testAudition(overrides: Partial<Audition> = {}): Audition {
  return {
    id: 'audition-1',
    status: 'INVITED',
    slotStart: '2026-12-15T08:00:00.000Z',
    slotEnd: '2026-12-15T08:15:00.000Z',
    note: null,
    invitedAt: '2026-11-30T10:00:00.000Z',
    childName: null,
    childId: null,
    companyName: 'Lumini Film SRL',
    casting: {
      id: 'casting-1',
      slug: 'figuranti-lumini-de-iarna',
      title: 'Figuranți pentru serialul „Lumini de iarnă”',
    },
    session: {
      id: 'session-1',
      castingId: 'casting-1',
      round: 'AUDITION',
      kind: 'IN_PERSON',
      date: '2026-12-15',
      start: '10:00',
      end: '12:00',
      startsAt: '2026-12-15T08:00:00.000Z',
      endsAt: '2026-12-15T10:00:00.000Z',
      slotMinutes: 15,
      capacityPerSlot: 1,
      place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
      meetingUrl: null,
      instructions: 'Vino cu 10 minute mai devreme.',
      cancelledAt: null,
    },
    freeSlots: [
      { start: '2026-12-15T08:30:00.000Z', time: '10:30' },
      { start: '2026-12-15T09:45:00.000Z', time: '11:45' },
    ],
    hasSides: false,
    ...overrides,
  };
}
