/**
 * The messages kit's queries: what a new message on the notification stream, a sent message and a
 * read mark invalidate. Free of the kit's components, so the shell's unread hook can name them.
 */
export const MESSAGES_KEY = ['messages'] as const;
/** One thread's pages, by its base path (`/conversations/{id}` or `/studio/conversations/{id}`). */
export const threadKey = (threadPath: string) => ['messages', 'thread', threadPath] as const;
/** The inbox pages, `[...CONVERSATION_LISTS_KEY, listPath, page]`. */
export const CONVERSATION_LISTS_KEY = ['messages', 'list'] as const;
export const conversationListKey = (listPath: string, page: number) =>
  [...CONVERSATION_LISTS_KEY, listPath, page] as const;
/** The reader's unread messages (the nav's badge): from the notification stream, the poll, the read route. */
export const UNREAD_MESSAGES_KEY = ['unread-messages'] as const;
