/**
 * The castings' queries (list, one casting, counts), shared by the features that change what they
 * show: a move in the applicants review changes the castings' counts, so it invalidates this prefix.
 */
export const STUDIO_CASTINGS_KEY = ['studio-castings'] as const;
