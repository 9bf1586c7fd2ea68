import { messageWarnings } from '@talent/contract/message-safety';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

/**
 * While the message is written: what the server would ask to confirm (the contract's own detection,
 * DESIGN §14), said before Send, so the writer can take a phone number or a request for money out
 * rather than meet the question after. The server still decides; this only reads the text.
 */
export function MessageLiveWarning({ text }: { text: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // Read after the keystroke has been drawn: typing never waits for the detection.
  const deferred = useDeferredValue(text);
  const kinds = useMemo(
    () => [...new Set(messageWarnings(deferred).map((warning) => warning.kind))],
    [deferred],
  );
  const found =
    kinds.length > 0 &&
    new Intl.ListFormat(language === 'en' ? 'en' : 'ro', { type: 'conjunction' }).format(
      kinds.map((kind) => {
        const label = t(`messages.composer.warnings.kinds.${kind}`);
        return label.charAt(0).toLocaleLowerCase(language) + label.slice(1);
      }),
    );
  // Always there, filled or empty: a status region that appears with its text is often not read out.
  return (
    <div role="status" data-testid="message-live-warning" className="text-xs font-medium text-amber-900">
      {found && <p>{t('messages.composer.live', { found })}</p>}
    </div>
  );
}
