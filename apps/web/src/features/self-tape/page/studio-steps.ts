/** The studio's steps, in order (DESIGN §15): set up, record, trim, send. */
export const STUDIO_STEPS = ['setup', 'record', 'review', 'send'] as const;
export type StudioStep = (typeof STUDIO_STEPS)[number];
