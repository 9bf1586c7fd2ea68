import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  MESSAGE_MESSAGES,
  MESSAGE_TEXT_MAX,
} from '@talent/contract/message-limits';
import { MESSAGE_WARNING_KINDS, type MessageWarningKind } from '@talent/contract/message-safety';
import type { Attachment, Message, MessageSendPayload } from '@talent/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { FileButton } from '../components/file-button';
import { UploadProgress } from '../components/upload-progress';
import { ApiError, type ApiWarning } from '../http/api-client';
import { currentLanguage } from '../i18n';
import { secondaryButtonClassName } from '../link-styles';
import { NEEDS_CONFIRMATION, sendMessage, uploadAttachment } from './api/message-api';
import { fileSize } from './message-format';
import { MessageLiveWarning } from './message-live-warning';

interface MessageComposerProps {
  threadPath: string;
  /** The thread is about a minor: a flagged message is held for an administrator. */
  minor: boolean;
  /** A message was stored (SENT or HELD): the thread reads itself again. */
  onSent: (message: Message) => void;
}

const isWarningKind = (kind: string): kind is MessageWarningKind =>
  (MESSAGE_WARNING_KINDS as readonly string[]).includes(kind);

/** What the server wants confirmed: the body as sent, and what it found in it. */
interface PendingConfirmation {
  payload: MessageSendPayload;
  warnings: ApiWarning[];
}

const inputClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30';

/**
 * The thread's composer: the text (counted against the limit), one attachment checked before it is
 * uploaded, Send (or Ctrl/Cmd+Enter). A flagged text comes back as a 422 with its warnings: shown
 * with "Send anyway" (the same body, confirmed) and "Edit message".
 */
export function MessageComposer({ threadPath, minor, onSent }: MessageComposerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ids = { text: useId(), counter: useId(), hint: useId(), error: useId(), attachHint: useId() };
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const [heldNote, setHeldNote] = useState(false);
  const uploadAbort = useRef<AbortController | null>(null);

  const send = useMutation({
    mutationFn: (payload: MessageSendPayload) => sendMessage(threadPath, payload),
    onSuccess: (message) => {
      setText('');
      setAttachment(null);
      setPending(null);
      setError(null);
      setHeldNote(message.status === 'HELD');
      onSent(message);
      textRef.current?.focus();
    },
    onError: (caught, payload) => {
      if (caught instanceof ApiError && caught.code === NEEDS_CONFIRMATION) {
        setPending({ payload, warnings: caught.warnings ?? [] });
        return;
      }
      setPending(null);
      setError(sendErrorText(caught));
    },
  });

  const sendErrorText = (caught: unknown): string => {
    const apiError = caught instanceof ApiError ? caught : null;
    if (apiError?.status === 429) return t('messages.composer.threadLimit');
    if (apiError?.fields?.text) {
      return text.trim().length === 0
        ? t('messages.composer.required')
        : t('messages.composer.tooLong', { max: MESSAGE_TEXT_MAX });
    }
    if (apiError?.message === MESSAGE_MESSAGES.castingClosedToMessages) return t('messages.composer.closed');
    return t('messages.composer.sendFailed');
  };

  const length = text.trim().length;
  const tooLong = length > MESSAGE_TEXT_MAX;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || upload) return;
    if (length === 0) return setError(t('messages.composer.required'));
    if (tooLong) return setError(t('messages.composer.tooLong', { max: MESSAGE_TEXT_MAX }));
    setError(null);
    setHeldNote(false);
    send.mutate({ text: text.trim(), ...(attachment ? { attachmentId: attachment.id } : {}) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const attach = (file: File) => {
    setError(null);
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
      return setError(t('messages.composer.wrongType', { name: file.name }));
    if (file.size > ATTACHMENT_MAX_BYTES) return setError(t('messages.composer.tooBig', { name: file.name }));
    const controller = new AbortController();
    uploadAbort.current = controller;
    setUpload({ name: file.name, percent: 0 });
    uploadAttachment(file, {
      signal: controller.signal,
      onProgress: (percent) => setUpload({ name: file.name, percent }),
    })
      .then(setAttachment)
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const status = caught instanceof ApiError ? caught.status : 0;
        setError(
          status === 415
            ? t('messages.composer.wrongType', { name: file.name })
            : status === 413
              ? t('messages.composer.tooBig', { name: file.name })
              : t('messages.composer.uploadFailed'),
        );
      })
      .finally(() => {
        if (uploadAbort.current === controller) uploadAbort.current = null;
        setUpload(null);
      });
  };

  const attachedSize = attachment ? fileSize(attachment.size, language) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="message-composer">
      {minor && <p className="text-xs text-gray-700">{t('messages.composer.minorNote')}</p>}
      {heldNote && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
          {t('messages.composer.heldNote')}
        </p>
      )}
      <div>
        <label htmlFor={ids.text} className="block text-sm font-medium text-gray-900">
          {t('messages.composer.label')}
        </label>
        <textarea
          id={ids.text}
          ref={textRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (pending) setPending(null);
          }}
          onKeyDown={onKeyDown}
          rows={3}
          aria-describedby={`${ids.counter} ${ids.hint}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={tooLong || undefined}
          className={`mt-1 ${inputClass}`}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-gray-700">
          <p id={ids.hint}>{t('messages.composer.hint')}</p>
          <p id={ids.counter} className={tooLong ? 'font-semibold text-red-800' : undefined}>
            {t('messages.composer.counter', { count: length, max: MESSAGE_TEXT_MAX })}
          </p>
        </div>
        {/* Kept in the page while the server's question is shown (empty then): a region that comes back
            with its text is often not read out. */}
        <MessageLiveWarning text={pending ? '' : text} />
      </div>

      {upload && (
        <UploadProgress
          percent={upload.percent}
          label={t('messages.composer.uploading', { name: upload.name })}
          percentText={t('messages.composer.percent', { percent: upload.percent })}
          testId="attachment-upload"
        />
      )}
      {attachment && attachedSize && (
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-gray-800"
          data-testid="attachment-chosen"
        >
          <span className="break-all">
            {t('messages.composer.attached', {
              name: attachment.fileName,
              size: t(`messages.size.${attachedSize.unit}`, { value: attachedSize.value }),
            })}
          </span>
          <button
            type="button"
            onClick={() => setAttachment(null)}
            aria-label={t('messages.composer.removeAttachment', { name: attachment.fileName })}
            className="rounded px-1 text-lg leading-none text-gray-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            ×
          </button>
        </p>
      )}

      {error && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}

      {pending ? (
        <div
          role="alert"
          data-testid="message-warnings"
          className="space-y-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          <p className="font-semibold">{t('messages.composer.warnings.title')}</p>
          <p>{minor ? t('messages.composer.warnings.introMinor') : t('messages.composer.warnings.intro')}</p>
          {pending.warnings.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {pending.warnings.map((warning) => (
                <li key={`${warning.kind}:${warning.text}`}>
                  {isWarningKind(warning.kind)
                    ? t(`messages.composer.warnings.kinds.${warning.kind}`)
                    : warning.kind}
                  : <q className="font-medium break-all">{warning.text}</q>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="primary"
              loading={send.isPending}
              onClick={() => send.mutate({ ...pending.payload, confirm: true })}
            >
              {t('messages.composer.warnings.sendAnyway')}
            </Button>
            <Button
              variant="secondary"
              disabled={send.isPending}
              onClick={() => {
                setPending(null);
                textRef.current?.focus();
              }}
            >
              {t('messages.composer.warnings.edit')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <FileButton
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              onFiles={([file]) => file && attach(file)}
              disabled={Boolean(upload) || send.isPending}
              describedBy={ids.attachHint}
              className={secondaryButtonClassName}
              buttonTestId="attach-button"
              inputTestId="attach-input"
            >
              {t('messages.composer.attach')}
            </FileButton>
            <span id={ids.attachHint} className="text-xs text-gray-700">
              {t('messages.composer.attachHint')}
            </span>
          </div>
          <Button type="submit" loading={send.isPending} disabled={Boolean(upload)}>
            {t('messages.composer.send')}
          </Button>
        </div>
      )}
    </form>
  );
}
