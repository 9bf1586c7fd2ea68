/**
 * The messages kit as the apps' pages use it: each piece a chunk of its own, fetched when first
 * shown, with its on-demand texts (DESIGN §5: the pages that show a thread or a Report button do
 * not carry it in their first load). Exported names are stable: both apps import them. A page that
 * needs one piece may import its own module (lazy-thread, lazy-conversation-list,
 * lazy-report-dialog) and so carry only that piece's preload list.
 */
export { type ConversationListProps, LazyConversationList } from './lazy-conversation-list';
export { LazyReportDialog, type ReportDialogProps } from './lazy-report-dialog';
export { LazyMessageThread, type MessageThreadProps } from './lazy-thread';
