import { notify } from '@talent/ui/notify';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './translate-message';

/**
 * Shows a failed query as an error toast (§8: the server's message, else `fallback`), once per
 * failure. Pass null for errors the screen shows in place (a 404 page) rather than as a toast.
 */
export function useErrorToast(error: unknown, fallback: string): void {
  const { t } = useTranslation();
  // Only a new failure is worth a new toast, not a language change or a re-render: the texts are
  // read when the failure comes, from here.
  const texts = useRef({ t, fallback });
  texts.current = { t, fallback };
  useEffect(() => {
    if (!error) return;
    let cancelled = false;
    void errorMessage(texts.current.t, error, texts.current.fallback).then((message) => {
      if (!cancelled) notify.error(message);
    });
    return () => {
      cancelled = true;
    };
  }, [error]);
}
