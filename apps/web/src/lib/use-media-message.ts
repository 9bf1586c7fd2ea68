import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './translate-message';

let registered = false;

/** Registers the contract's media texts for translation (a chunk of its own, with zod). */
export async function loadMediaMessages(): Promise<void> {
  if (registered) return;
  await import('./media-messages');
  registered = true;
}

/**
 * A media text of the server (a video's processingError, in Romanian) in the active language. Where
 * the texts are not loaded yet it shows the server's words for the moment it takes to fetch them.
 */
export function useMediaMessage(text: string | null): string | null {
  const { t } = useTranslation();
  const [, setLoaded] = useState(registered);
  useEffect(() => {
    if (!text || registered) return;
    let active = true;
    void loadMediaMessages().then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [text]);
  return text === null ? null : translateMessage(t, text);
}
