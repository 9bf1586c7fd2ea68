// The reader: the browser's speech synthesis says the other character's lines, so the talent has
// someone to answer. Given the synthesis object rather than reaching for the global one, so tests
// hand it a stand-in.
import type { ReaderLanguage } from '../self-tape-types';
import { wordCount } from '../teleprompter/scroll-plan';

const LOCALE: Record<ReaderLanguage, string> = { ro: 'ro-RO', en: 'en-US' };

/** Past this, a line is taken as said: some browsers never report the end of a long utterance. */
const SLOWEST_WORDS_PER_MINUTE = 60;
const END_GRACE_MS = 4000;

export interface SpeechReader {
  /** Whether this device has a voice for the language (voices may arrive a moment after load). */
  voiceAvailable(language: ReaderLanguage): boolean;
  /** Says the line; resolves when it has been said, failed, or was cancelled. */
  speak(text: string, language: ReaderLanguage): Promise<void>;
  /** Stops what is being said (the promise of that line resolves). */
  cancel(): void;
  /**
   * Says nothing, at once: called from the tap that starts a take, so a browser that allows speech
   * only from a user's gesture (iOS Safari) lets the reader speak later, after the countdown.
   */
  unlock(): void;
  /** Calls back when the device's voices change; returns the unsubscribe. */
  onVoicesChanged(listener: () => void): () => void;
}

type Utterance = new (text: string) => SpeechSynthesisUtterance;

function normalisedLang(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

/** The voice for `language`: the exact locale first (ro-RO, en-US), one of the device's own next. */
export function bestVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: ReaderLanguage,
): SpeechSynthesisVoice | null {
  const candidates = voices.filter((voice) => normalisedLang(voice.lang).startsWith(language));
  const score = (voice: SpeechSynthesisVoice) =>
    (normalisedLang(voice.lang) === LOCALE[language].toLowerCase() ? 4 : 0) +
    (voice.localService ? 2 : 0) +
    (voice.default ? 1 : 0);
  return [...candidates].sort((a, b) => score(b) - score(a))[0] ?? null;
}

export function createSpeechReader(
  synthesis: SpeechSynthesis | undefined = globalThis.speechSynthesis,
  UtteranceClass: Utterance | undefined = globalThis.SpeechSynthesisUtterance,
): SpeechReader {
  let finishCurrent: (() => void) | null = null;

  const voices = () => synthesis?.getVoices() ?? [];

  return {
    voiceAvailable: (language) => Boolean(synthesis && UtteranceClass && bestVoice(voices(), language)),

    speak(text, language) {
      const voice = bestVoice(voices(), language);
      if (!synthesis || !UtteranceClass || !voice || !text.trim()) return Promise.resolve();
      finishCurrent?.();
      return new Promise<void>((resolve) => {
        const words = wordCount(text);
        const timeout = setTimeout(() => done(), (words * 60_000) / SLOWEST_WORDS_PER_MINUTE + END_GRACE_MS);
        function done() {
          clearTimeout(timeout);
          if (finishCurrent === done) finishCurrent = null;
          resolve();
        }
        finishCurrent = done;
        const utterance = new UtteranceClass(text);
        utterance.lang = LOCALE[language];
        utterance.voice = voice;
        utterance.onend = done;
        utterance.onerror = done;
        synthesis.speak(utterance);
      });
    },

    cancel() {
      finishCurrent?.();
      synthesis?.cancel();
    },

    unlock() {
      if (!synthesis || !UtteranceClass) return;
      const silence = new UtteranceClass('');
      silence.volume = 0;
      synthesis.speak(silence);
    },

    onVoicesChanged(listener) {
      if (!synthesis?.addEventListener) return () => {};
      synthesis.addEventListener('voiceschanged', listener);
      return () => synthesis.removeEventListener('voiceschanged', listener);
    },
  };
}
