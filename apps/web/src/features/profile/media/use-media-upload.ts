import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaKind, mediaKey, type ProfileTarget, useProfileTarget } from '../profile-target';
import { invalidateMedia } from './invalidate-media';
import { mediaErrorMessage, translateMediaMessage } from './media-messages';

interface SendTexts<R> {
  /** The success toast for what was sent; none when the caller says so itself. */
  success?: ((sent: R) => string) | undefined;
  /** The error toast when the server gives no message. */
  failure: string;
  /** After the success toast, before the lists are read again (a form empties itself). */
  onSent?: () => void;
}

/**
 * An upload to the profile target's photos or videos: the client checks' messages, real progress,
 * the toasts, and fresh profile data afterwards. Photos and videos differ only in what they send.
 */
export function useMediaUpload(kind: MediaKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  const [progress, setProgress] = useState<number | null>(null);
  const [messages, setMessages] = useState<string[]>([]);

  /** Shows the contract's refusals of the picked files in the active language; none clears them. */
  const refuse = (texts: readonly string[]) =>
    setMessages(texts.map((text) => translateMediaMessage(t, text)));

  /** Sends with progress; the result, or null after the error toast. */
  const send = async <R>(
    request: (target: ProfileTarget, onProgress: (percent: number) => void) => Promise<R>,
    { success, failure, onSent }: SendTexts<R>,
  ): Promise<R | null> => {
    setProgress(0);
    try {
      const sent = await request(target, setProgress);
      if (success) notify.success(success(sent));
      onSent?.();
      await invalidateMedia(queryClient, target, mediaKey(target, kind));
      return sent;
    } catch (error) {
      notify.error(await mediaErrorMessage(t, error, failure));
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { send, refuse, progress, messages };
}
