import type { AUDITION_MESSAGES } from '@talent/contract/auditions';
import type { TextRule } from '@talent/ui/components/text-prompt-dialog';
import { type DeferredSchema, deferredSchema } from '@talent/ui/forms/deferred-schema';
import { registerMessageKeys } from '@/lib/translate-message';

/** The contract's texts a talent can meet answering an audition: its notes' rules and the server's 404/409. */
export const TALENT_AUDITION_MESSAGES = [
  'noteRequired',
  'noteTooLong',
  'slotStartInvalid',
  'notFound',
  'sessionCancelled',
  'slotOutside',
  'slotFull',
  'noFreeSlot',
  'notAnswerable',
  'sessionStarted',
  'sidesMissing',
  'sidesNotConfirmed',
] as const satisfies readonly (keyof typeof AUDITION_MESSAGES)[];

/**
 * The contract's auditions module (its note rules, its messages), fetched when first needed: when a
 * dialog opens, or an answer was refused and its message is to be shown. The page itself loads no zod
 * (see deferred-schema). Loading it lets translateMessage find the messages' keys.
 */
export const auditionRules = deferredSchema(() =>
  import('@talent/contract/auditions').then((contract) => {
    registerMessageKeys(
      TALENT_AUDITION_MESSAGES.map(
        (key) => [contract.AUDITION_MESSAGES[key], `auditions.messages.${key}`] as const,
      ),
    );
    return contract;
  }),
);

/** The note's rule of each answer: optional for a decline, required for a request to move. */
export const noteRules: Record<'decline' | 'reschedule', DeferredSchema<TextRule<{ note?: string }>>> = {
  decline: {
    load: () => auditionRules.load().then((contract) => contract.auditionDeclineSchema),
    preload: auditionRules.preload,
  },
  reschedule: {
    load: () => auditionRules.load().then((contract) => contract.auditionRescheduleSchema),
    preload: auditionRules.preload,
  },
};
