/**
 * Location state for a way back (a back link, Escape from a detail page): the page it opens comes
 * back where the reader last left that address, not at its top. A file of its own, so that a back
 * link does not bring the whole scroll restoration into its page's chunk.
 */
export const RETURN_TO_SCROLL = { restoreScroll: true } as const;
