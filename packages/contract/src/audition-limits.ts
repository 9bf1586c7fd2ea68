// Free of zod: the studio's sides upload checks the size before any rule is fetched (DESIGN §5).

/** The sides' size limit (AUDITION_MESSAGES.sidesTooLarge): a script's pages, not a film. */
export const SIDES_MAX_BYTES = 10 * 1024 * 1024;
