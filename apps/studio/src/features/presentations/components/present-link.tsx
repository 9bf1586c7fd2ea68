import type { PresentationCreated } from '@talent/contract/presentations';
import { toneButtonClassName } from '@talent/ui/components/dialog-actions';
import { controlClassName } from '@talent/ui/components/form-field';
import { focusOnMount } from '@talent/ui/focus-on-mount';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PresentLinkProps {
  created: PresentationCreated;
  onClose: () => void;
}

/**
 * The link just made, to copy now: the server keeps only its fingerprint (a hash), so no screen can
 * show it again. The password, when there is one, travels by another way.
 */
export function PresentLink({ created, onClose }: PresentLinkProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'byHand' | null>(null);
  // The API answers the path (/p/{token}); the producer needs the whole address.
  const url = `${window.location.origin}${created.url}`;
  const { castingId, hasPassword } = created.presentation;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS) or no permission: the text is
      // selected, for the keyboard's copy.
      input.current?.focus();
      input.current?.select();
      setCopied('byHand');
    }
  };

  return (
    <div className="space-y-4" data-testid="present-link">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-900">
          {t('presentations.made.url')}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            ref={input}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className={`${controlClassName} min-w-0 flex-1 font-mono`}
          />
          <button
            type="button"
            ref={focusOnMount}
            onClick={() => void copy()}
            className={`${secondaryButtonClassName} shrink-0`}
            data-testid="present-copy"
          >
            {t('presentations.made.copy')}
          </button>
        </div>
        <p
          role="status"
          className="mt-1 min-h-5 text-sm font-medium text-green-800"
          data-testid="present-copied"
        >
          {copied === 'yes' && t('presentations.made.copied')}
          {copied === 'byHand' && <span className="text-gray-800">{t('presentations.made.copyByHand')}</span>}
        </p>
      </div>
      <p className="rounded-lg bg-yellow-50 p-3 text-sm text-gray-900 ring-1 ring-yellow-600/30">
        {t('presentations.made.onlyNow')}
        {hasPassword && <> {t('presentations.made.password')}</>}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={`/castings/${encodeURIComponent(castingId)}/presentations`}
          onClick={onClose}
          className={`${textLinkClassName} text-sm`}
        >
          {t('presentations.made.list')}
        </Link>
        <button type="button" onClick={onClose} className={toneButtonClassName('primary')}>
          {t('presentations.made.close')}
        </button>
      </div>
    </div>
  );
}
