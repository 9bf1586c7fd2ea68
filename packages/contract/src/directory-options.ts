/**
 * The directory's fixed lists, without zod (DESIGN §5: the studio's pages show them before any rule
 * is fetched). directory.ts builds the search's schema from them.
 */
export const DIRECTORY_SORTS = ['relevance', 'recent', 'name'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

/** What the directory's `skill` filter takes besides a skill's name: the profile's two flags. */
export const DIRECTORY_SKILL_FLAGS = { singing: 'SINGING', driving: 'DRIVING_LICENCE' } as const;
