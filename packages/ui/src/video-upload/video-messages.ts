import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How an app shows the contract's and the server's media texts (a file refused, a video that could
 * not be converted) in its language: its own message translator, with the media texts registered.
 */
export interface VideoMessages {
  /**
   * Registers the contract's media texts with the translator. A chunk of its own, fetched when a text
   * is to be shown: the contract's media module comes with zod (DESIGN §5).
   */
  load(): Promise<void>;
  /** Whether `load` has finished (a text can be translated at once). */
  loaded(): boolean;
  translateMessage(t: TFunction, text: string): string;
  errorMessage(t: TFunction, error: unknown, fallback: string): Promise<string>;
}

/**
 * A media text of the server (a video's processingError, in Romanian) in the active language. Where
 * the texts are not loaded yet it shows the server's words for the moment it takes to fetch them.
 */
export function useVideoMessage(text: string | null, messages: VideoMessages): string | null {
  const { t } = useTranslation();
  const [, setLoaded] = useState(messages.loaded());
  useEffect(() => {
    if (!text || messages.loaded()) return;
    let active = true;
    void messages.load().then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [text, messages]);
  return text === null ? null : messages.translateMessage(t, text);
}
