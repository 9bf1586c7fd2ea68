import type { Photo, Video } from '@talent/contract/media';
import { profileBasePath, profileQueryKey } from '@talent/ui/video-upload/profile-videos';
import { createContext, useContext } from 'react';

/**
 * Whose talent profile a screen edits: the caller's own, or one of their children's (guardian
 * mode). The API functions, query keys, media tabs and skill lists all read it, so one editor
 * serves both profiles.
 */
export interface ProfileTarget {
  /** Base of the profile and its media: `/profiles/me` or `/profiles/children/{childId}`. */
  basePath: string;
  /** Where a profile update (and profilePhotoUrl) is posted: `/profiles` or `/profiles/children/{childId}`. */
  updatePath: string;
  /** The profile's query key; its photos and videos live under it. */
  queryKey: readonly unknown[];
  /** Sent with a new skill so it lands on this profile (a child's); the own profile sends none. */
  talentProfileId?: string | undefined;
  /** The guardian's child whose profile this is; null for the own profile. */
  childId: string | null;
}

export const OWN_PROFILE: ProfileTarget = {
  basePath: profileBasePath(null),
  updatePath: '/profiles',
  queryKey: profileQueryKey(null),
  childId: null,
};

export function childProfileTarget(childId: string, talentProfileId?: string): ProfileTarget {
  const path = profileBasePath(childId);
  return { basePath: path, updatePath: path, queryKey: profileQueryKey(childId), talentProfileId, childId };
}

/** A profile's two media lists: their URLs ({basePath}/photos) and query keys say the kind. */
export type MediaKind = 'photos' | 'videos';
export type MediaItem<K extends MediaKind> = K extends 'photos' ? Photo : Video;

/** The query key of a profile's photos or videos: under the profile's own. */
export const mediaKey = (target: ProfileTarget, kind: MediaKind) => [...target.queryKey, kind] as const;

const ProfileTargetContext = createContext<ProfileTarget>(OWN_PROFILE);
/** Wraps a child's profile screen; without it every part works on the own profile. */
export const ProfileTargetProvider = ProfileTargetContext.Provider;

export function useProfileTarget(): ProfileTarget {
  return useContext(ProfileTargetContext);
}
