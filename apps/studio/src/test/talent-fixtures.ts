import type { DirectoryProfile } from '@talent/contract/directory';
import { testVideo } from '@talent/ui/test/media-fixtures';

/**
 * A talent's profile as the studio shows it (the directory's page; an applicant's review adds the
 * contact details): Ana2 of Cluj, two photos and a video. Imported by tests only.
 */
export function testProfile(overrides: Partial<DirectoryProfile> = {}): DirectoryProfile {
  return {
    isMinor: false,
    talent: {
      id: 'profile-2',
      childId: null,
      firstName: 'Ana2',
      lastName: 'Zamfir2',
      age: 22,
      gender: 'FEMALE',
      residenceCity: 'Cluj-Napoca',
      countryOfOrigin: null,
      currentOccupation: null,
      bio: 'Actress from Cluj.',
      hairColor: 'Brown',
      hairLength: null,
      eyeColor: 'Green',
      ethnicity: null,
      height: 168,
      weight: 55,
      bust: 86,
      waist: 62,
      hips: 90,
      shoeSize: '38',
      pantsSize: 'S',
      shirtSize: 'M',
      canSing: true,
      singingLevel: 'AMATEUR',
      singingCourses: null,
      hasDriverLicense: true,
      licenseCategories: ['B'],
      licenseSince: 2015,
      nativeLanguage: 'Romanian',
      categories: ['ACTOR'],
      actingUniversity: null,
      danceTraining: null,
      specialSkills: ['Juggling'],
      profilePhotoUrl: null,
      profilePhotoThumbnailUrl: null,
      photosCount: 2,
      videosCount: 1,
      instruments: [],
      sports: [],
      dances: [],
      ridingSkills: [],
      languages: [{ id: 'l1', language: 'English', level: 'ADVANCED' }],
      distinctiveMarks: [],
      onboardingCompletedAt: null,
      discoverable: true,
    },
    photos: [
      {
        id: 'p1',
        thumbnailUrl: '/media/t1.jpg',
        displayUrl: '/media/d1.jpg',
        originalUrl: '/media/o1.jpg',
        caption: 'Headshot',
        order: 0,
      },
      {
        id: 'p2',
        thumbnailUrl: '/media/t2.jpg',
        displayUrl: '/media/d2.jpg',
        originalUrl: '/media/o2.jpg',
        caption: null,
        order: 1,
      },
    ],
    videos: [testVideo('v1', { title: 'Monologue', duration: 75 })],
    ...overrides,
  };
}
