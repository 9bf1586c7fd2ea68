import type { Message } from '@talent/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { notify } from '../notify';
import { downloadAttachment } from './api/message-api';
import { fileSize, messageTime } from './message-format';

interface MessageItemProps {
  message: Message;
  /** Opens the report dialog for this message (the other side's messages only). */
  onReport: (message: Message) => void;
}

/** One message: own on the right, the other side's on the left; its status told in words. */
export function MessageItem({ message, onReport }: MessageItemProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const own = message.fromMe;
  const time = messageTime(message.createdAt, language);
  const hidden = message.status === 'HIDDEN';
  return (
    <article
      data-testid="message"
      data-status={message.status}
      aria-label={`${own ? t('messages.thread.you') : message.senderName}, ${time}`}
      className={`flex w-full max-w-[85%] flex-col gap-1 sm:max-w-[75%] ${own ? 'ml-auto items-end' : 'mr-auto items-start'}`}
    >
      <p className="text-xs text-gray-700">
        <span className="font-semibold text-gray-900">
          {own ? t('messages.thread.you') : message.senderName}
        </span>
        {' · '}
        <time dateTime={message.createdAt}>{time}</time>
      </p>
      <div
        className={`w-full rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap ${
          hidden
            ? 'bg-gray-100 text-gray-700 italic ring-1 ring-gray-200'
            : own
              ? message.status === 'SENT'
                ? 'bg-indigo-50 text-gray-900 ring-1 ring-indigo-200'
                : 'bg-amber-50 text-gray-900 ring-1 ring-amber-300'
              : 'bg-white text-gray-900 ring-1 ring-gray-200'
        }`}
      >
        {hidden ? t('messages.thread.hidden') : message.text}
        {!hidden && message.attachment && <AttachmentButton attachment={message.attachment} />}
      </div>
      {own && message.status === 'HELD' && (
        <p className="text-xs text-amber-900" data-testid="message-held">
          <strong>{t('messages.thread.held')}</strong> — {t('messages.thread.heldExplained')}
        </p>
      )}
      {own && message.status === 'REJECTED' && (
        <p className="text-xs text-red-800" data-testid="message-rejected">
          <strong>{t('messages.thread.rejected')}</strong> — {t('messages.thread.rejectedExplained')}
        </p>
      )}
      {own && message.status === 'SENT' && message.read && (
        <p className="text-xs text-gray-700" data-testid="message-seen">
          {t('messages.thread.seen')}
        </p>
      )}
      {!own && !hidden && (
        <button
          type="button"
          onClick={() => onReport(message)}
          aria-label={t('messages.thread.reportMessageLabel', { name: message.senderName, time })}
          className="rounded text-xs font-medium text-gray-700 underline underline-offset-2 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {t('messages.thread.reportMessage')}
        </button>
      )}
    </article>
  );
}

function AttachmentButton({ attachment }: { attachment: NonNullable<Message['attachment']> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const size = fileSize(attachment.size, currentLanguage());
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        downloadAttachment(attachment)
          .catch(() => notify.error(t('messages.thread.downloadFailed')))
          .finally(() => setBusy(false));
      }}
      className="mt-2 flex w-full items-center gap-2 rounded-lg bg-white px-3 py-2 text-left text-sm font-medium text-indigo-800 not-italic ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
        <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
      </svg>
      <span className="min-w-0 break-all">
        {t('messages.thread.download', {
          name: attachment.fileName,
          size: t(`messages.size.${size.unit}`, { value: size.value }),
        })}
      </span>
    </button>
  );
}
