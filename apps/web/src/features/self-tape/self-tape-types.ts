// The self-tape studio's shared shapes (DESIGN §15): the recorder gives takes, the page keeps them.

/** One line of the sides; `reader` lines are the other character's, spoken by the reader. */
export interface ScriptLine {
  id: string;
  text: string;
  reader: boolean;
}

/** Said and shown to the camera before the scene when the talent asks for it. */
export interface Slate {
  name: string;
  /** e.g. "168 cm"; empty when the talent leaves it out. */
  height: string;
  city: string;
}

export type ReaderLanguage = 'ro' | 'en';

export interface RecorderSettings {
  /** Seconds counted down before recording starts (0: none). */
  countdown: number;
  /** Teleprompter speed, words per minute. */
  speed: number;
  /** Null: no slate. */
  slate: Slate | null;
  /** Null: no reader (reader lines are only shown). */
  readerLanguage: ReaderLanguage | null;
  facing: 'user' | 'environment';
}

/** A finished recording, before it is kept in IndexedDB. */
export interface RecordedTake {
  blob: Blob;
  mimeType: string;
  /** Measured while recording (a browser's WebM does not say its own length). */
  durationSeconds: number;
}

/** A take kept in the browser (IndexedDB) until one is chosen and sent. */
export interface StoredTake extends RecordedTake {
  id: string;
  /**
   * Which studio session it belongs to: the account's id, then `request:<id>`, `audition:<id>` or
   * `profile:<childId|me>` (sessionKeyOf).
   */
  sessionKey: string;
  /** 1, 2, 3… within the session. */
  number: number;
  createdAt: string;
}

/** The part of a take that is sent, in seconds of the take. */
export interface TakeTrim {
  start: number;
  end: number;
}
