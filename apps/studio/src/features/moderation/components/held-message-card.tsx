import type { HeldMessage } from '@talent/contract/messages';
import { Button } from '@talent/ui/components/button';
import { API_BASE } from '@talent/ui/http/api-client';
import { downloadAuthorized } from '@talent/ui/http/authorized-download';
import { currentLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '@/components/fact-list';
import { formatDateTime } from '@/lib/format-date';
import type { HeldDecision } from '../api/held-messages';
import { highlightWarnings } from './highlight-warnings';

interface HeldMessageCardProps {
  message: HeldMessage;
  busy: boolean;
  onDecide: (message: HeldMessage, decision: HeldDecision) => void;
}

const KB = 1024;

/** One held message: where, who to whom, its text with the flagged parts marked, Release or Reject. */
export function HeldMessageCard({ message, busy, onDecide }: HeldMessageCardProps) {
  const { t } = useTranslation();
  const headingId = `held-${message.id}`;
  const { attachment } = message;
  const download = () => {
    if (!attachment) return;
    downloadAuthorized(
      `${API_BASE}/attachments/${encodeURIComponent(attachment.id)}`,
      attachment.fileName,
    ).catch(() => notify.error(t('moderation.held.downloadFailed')));
  };
  const facts: Fact[] = [
    [
      t('moderation.held.facts.sender'),
      t(`moderation.held.side.${message.side}`, { name: message.senderName }),
    ],
    [t('moderation.held.facts.minor'), message.talentName],
    [t('moderation.held.facts.when'), formatDateTime(message.createdAt, currentLanguage())],
  ];
  const kinds = [...new Set(message.warnings.map((warning) => warning.kind))];

  return (
    <article
      aria-labelledby={headingId}
      data-testid="held-message"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200"
    >
      <h2 id={headingId} className="text-base font-semibold break-words text-gray-900">
        {message.castingTitle}
      </h2>
      <FactList facts={facts} className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3" />
      <p className="mt-4 text-sm font-medium text-gray-700">{t('moderation.held.text')}</p>
      <p
        className="mt-1 rounded-lg bg-gray-50 p-3 text-sm break-words whitespace-pre-line text-gray-900"
        data-testid="held-text"
      >
        {highlightWarnings(
          message.text,
          message.warnings.map((warning) => warning.text),
        ).map((part, index) =>
          part.flagged ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed cut of one text
            <mark key={index} className="rounded bg-amber-200 px-0.5 text-gray-900">
              {part.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed cut of one text
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {kinds.length > 0 && (
        <p className="mt-2 text-sm text-amber-900" data-testid="held-warnings">
          {t('moderation.held.warnings')}:{' '}
          {kinds.map((kind) => t(`moderation.held.warning.${kind}`)).join(', ')}
        </p>
      )}
      {attachment && (
        <p className="mt-2 text-sm">
          <span className="text-gray-600">{t('moderation.held.facts.attachment')}: </span>
          <button
            type="button"
            onClick={download}
            className="font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            {attachment.fileName}
          </button>{' '}
          <span className="text-gray-600">({Math.max(1, Math.round(attachment.size / KB))} KB)</span>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="primary"
          onClick={() => onDecide(message, 'release')}
          disabled={busy}
          aria-label={t('moderation.held.releaseLabel', { sender: message.senderName })}
        >
          {t('moderation.held.release')}
        </Button>
        <Button
          variant="danger"
          onClick={() => onDecide(message, 'reject')}
          disabled={busy}
          aria-label={t('moderation.held.rejectLabel', { sender: message.senderName })}
        >
          {t('moderation.held.reject')}
        </Button>
      </div>
    </article>
  );
}
