import type { MessageSide } from '@talent/contract/message-limits';
import type { MessageWarning } from '@talent/contract/message-safety';
import type { ConversationSummary, HeldMessage, Message } from '@talent/contract/messages';
import type { ConversationViewRow, MessageRow } from './messages.repository';

// The rows of this module as the API shows them, to one side of a thread.

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export const companyOf = (row: ConversationViewRow) =>
  row.company_name ?? fullName(row.client_first_name, row.client_last_name);
export const talentOf = (row: ConversationViewRow) => fullName(row.talent_first_name, row.talent_last_name);

/** The casting's side signs with its company; the talent's with the account's name. */
export function senderNameOf(message: MessageRow, conversation: ConversationViewRow): string {
  if (message.side === 'CLIENT') return companyOf(conversation);
  return fullName(message.sender_first_name, message.sender_last_name) || talentOf(conversation);
}

export function messageView(
  message: MessageRow,
  conversation: ConversationViewRow,
  reader: MessageSide,
): Message {
  const otherRead = reader === 'TALENT' ? conversation.client_read_at : conversation.talent_read_at;
  const mine = message.side === reader;
  return {
    id: message.id,
    conversationId: message.conversation_id,
    side: message.side,
    fromMe: mine,
    senderName: senderNameOf(message, conversation),
    // A message taken down after a report shows only that it was.
    text: message.status === 'HIDDEN' ? '' : message.text,
    attachment:
      message.attachment_id && message.status !== 'HIDDEN'
        ? {
            id: message.attachment_id,
            fileName: message.attachment_file_name ?? '',
            contentType: message.attachment_content_type ?? '',
            size: message.attachment_size ?? 0,
          }
        : null,
    status: message.status,
    createdAt: message.created_at,
    read: mine && message.status === 'SENT' && otherRead !== null && otherRead >= message.created_at,
  };
}

export function summaryView(
  row: ConversationViewRow,
  reader: MessageSide,
  last: MessageRow | undefined,
  unread: number,
): ConversationSummary {
  return {
    id: row.id,
    applicationId: row.application_id,
    invitationId: row.invitation_id,
    casting: { id: row.casting_id, title: row.casting_title },
    counterpartName: reader === 'TALENT' ? companyOf(row) : talentOf(row),
    companyId: row.client_user_id,
    talentName: talentOf(row),
    minor: row.minor === 1,
    lastMessage: last
      ? {
          text: last.status === 'HIDDEN' ? '' : last.text,
          at: last.created_at,
          fromMe: last.side === reader,
          status: last.status,
        }
      : null,
    unread,
  };
}

export function heldView(message: MessageRow, conversation: ConversationViewRow): HeldMessage {
  return {
    id: message.id,
    conversationId: message.conversation_id,
    castingTitle: conversation.casting_title,
    senderName: senderNameOf(message, conversation),
    side: message.side,
    talentName: talentOf(conversation),
    text: message.text,
    attachment: message.attachment_id
      ? {
          id: message.attachment_id,
          fileName: message.attachment_file_name ?? '',
          contentType: message.attachment_content_type ?? '',
          size: message.attachment_size ?? 0,
        }
      : null,
    warnings: message.warnings ? (JSON.parse(message.warnings) as MessageWarning[]) : [],
    status: message.status,
    createdAt: message.created_at,
  };
}
