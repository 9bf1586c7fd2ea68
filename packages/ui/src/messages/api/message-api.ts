import type {
  Attachment,
  ConversationList,
  Message,
  MessageSendPayload,
  ReportCreatePayload,
  Thread,
} from '@talent/contract/messages';
import { API_BASE, apiData, apiRequest } from '../../http/api-client';
import { downloadAuthorized } from '../../http/authorized-download';
import { uploadRequest } from '../../http/upload-request';

/**
 * The API of a thread, by its base path: `/conversations/{id}` for a talent (or a child's guardian),
 * `/studio/conversations/{id}` for the casting's people (DESIGN §14). The API client prefixes `/api`.
 */

/** The 422 code of a flagged message: its ApiError carries `warnings`, the same body may be confirmed. */
export const NEEDS_CONFIRMATION = 'MESSAGE_NEEDS_CONFIRMATION';

/** GET {threadPath}/messages?before=: the 30 messages before `before` (the newest without), oldest first. */
export function getThreadPage(threadPath: string, before?: string, signal?: AbortSignal): Promise<Thread> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiData<Thread>(`${threadPath}/messages${query}`, { signal });
}

/** POST {threadPath}/messages; a flagged text without `confirm` rejects with a 422 that has `warnings`. */
export function sendMessage(threadPath: string, payload: MessageSendPayload): Promise<Message> {
  return apiData<Message>(`${threadPath}/messages`, { method: 'POST', body: payload });
}

/** POST {threadPath}/read: answers the reader's unread messages in all their threads. */
export function markThreadRead(threadPath: string): Promise<{ unread: number }> {
  return apiData<{ unread: number }>(`${threadPath}/read`, { method: 'POST' });
}

/** GET {listPath}?page=: `/conversations` or `/studio/conversations`, newest first. */
export function getConversations(listPath: string, page: number, signal?: AbortSignal) {
  return apiRequest<ConversationList>(`${listPath}?page=${page}`, { signal });
}

/** POST /attachments, one multipart part `file`, with the upload's progress (0–100). */
export async function uploadAttachment(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file);
  const body = await uploadRequest<{ data: Attachment }>('/attachments', form, { onProgress, signal });
  return body.data;
}

/** GET /attachments/{id}, with the token, saved under the file's name. */
export function downloadAttachment(attachment: Pick<Attachment, 'id' | 'fileName'>): Promise<void> {
  return downloadAuthorized(
    `${API_BASE}/attachments/${encodeURIComponent(attachment.id)}`,
    attachment.fileName,
  );
}

/** POST /reports: a casting, a message or a company (its client account's id). */
export function sendReport(payload: ReportCreatePayload): Promise<{ id: string }> {
  return apiData<{ id: string }>('/reports', { method: 'POST', body: payload });
}
