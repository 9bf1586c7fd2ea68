import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpeechReader } from './speech-reader';

// Stand-ins for the browser's speech synthesis (a browser API): it records what it was asked to say
// and lets the test end each utterance.
class FakeUtterance {
  lang = '';
  volume = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function voice(name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}) {
  return {
    name,
    lang,
    localService: false,
    default: false,
    voiceURI: name,
    ...extra,
  } as SpeechSynthesisVoice;
}

function fakeSynthesis(voices: SpeechSynthesisVoice[]) {
  const spoken: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  const synthesis = {
    getVoices: () => voices,
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const setVoices = (next: SpeechSynthesisVoice[]) => {
    voices = next;
    for (const listener of listeners) listener();
  };
  return { synthesis: synthesis as unknown as SpeechSynthesis, spoken, setVoices };
}

const reader = (synthesis: SpeechSynthesis) =>
  createSpeechReader(synthesis, FakeUtterance as unknown as typeof SpeechSynthesisUtterance);

afterEach(() => vi.useRealTimers());

describe('the speech reader', () => {
  it('unlocks speech with a silent utterance, said at once (iOS allows speech only from a tap)', () => {
    const { synthesis, spoken } = fakeSynthesis([voice('Ioana', 'ro-RO')]);
    reader(synthesis).unlock();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: '', volume: 0 });
  });

  it('says a Romanian line in ro-RO with the best Romanian voice', async () => {
    const romanian = voice('Ioana', 'ro-RO', { localService: true });
    const { synthesis, spoken } = fakeSynthesis([
      voice('Samantha', 'en-US'),
      voice('Moldova', 'ro_MD'),
      romanian,
    ]);
    const said = reader(synthesis).speak('Ai venit prea târziu.', 'ro');

    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.text).toBe('Ai venit prea târziu.');
    expect(spoken[0]?.lang).toBe('ro-RO');
    expect(spoken[0]?.voice).toBe(romanian);

    let resolved = false;
    said.then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    spoken[0]?.onend?.();
    await said;
    expect(resolved).toBe(true);
  });

  it('picks an English voice for en-US and resolves when the utterance fails too', async () => {
    const { synthesis, spoken } = fakeSynthesis([voice('Ioana', 'ro-RO'), voice('Daniel', 'en-GB')]);
    const said = reader(synthesis).speak('You came too late.', 'en');
    expect(spoken[0]?.lang).toBe('en-US');
    expect(spoken[0]?.voice?.name).toBe('Daniel');
    spoken[0]?.onerror?.();
    await expect(said).resolves.toBeUndefined();
  });

  it('knows which languages have a voice, and learns of voices that arrive later', () => {
    const { synthesis, setVoices } = fakeSynthesis([voice('Samantha', 'en-US')]);
    const speech = reader(synthesis);
    const changed = vi.fn();
    const unsubscribe = speech.onVoicesChanged(changed);

    expect(speech.voiceAvailable('en')).toBe(true);
    expect(speech.voiceAvailable('ro')).toBe(false);
    setVoices([voice('Samantha', 'en-US'), voice('Ioana', 'ro-RO')]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(speech.voiceAvailable('ro')).toBe(true);

    unsubscribe();
    setVoices([]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('says nothing without a voice for the language, or without speech synthesis at all', async () => {
    const { synthesis, spoken } = fakeSynthesis([voice('Samantha', 'en-US')]);
    await expect(reader(synthesis).speak('Ai venit.', 'ro')).resolves.toBeUndefined();
    expect(spoken).toHaveLength(0);

    const none = createSpeechReader(undefined, undefined);
    expect(none.voiceAvailable('en')).toBe(false);
    await expect(none.speak('Hello.', 'en')).resolves.toBeUndefined();
  });

  it('cancel stops the speech and ends the line being said', async () => {
    const { synthesis } = fakeSynthesis([voice('Samantha', 'en-US')]);
    const speech = reader(synthesis);
    const said = speech.speak('A long line that is cut short.', 'en');
    speech.cancel();
    expect(synthesis.cancel).toHaveBeenCalled();
    await expect(said).resolves.toBeUndefined();
  });

  it('takes a line as said when the browser never reports its end', async () => {
    vi.useFakeTimers();
    const { synthesis } = fakeSynthesis([voice('Samantha', 'en-US')]);
    let resolved = false;
    reader(synthesis)
      .speak('Two words.', 'en')
      .then(() => {
        resolved = true;
      });
    await vi.advanceTimersByTimeAsync(5000);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(resolved).toBe(true);
  });
});
