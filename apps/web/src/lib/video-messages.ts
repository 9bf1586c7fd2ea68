import type { VideoMessages } from '@talent/ui/video-upload/video-messages';
import { errorMessage, translateMessage } from './translate-message';

let registered = false;

/**
 * The portal's translator for the kit's video upload and player: the contract's media texts are
 * registered (under profile.media.messages) as a chunk of their own, with zod, when first needed.
 */
export const videoMessages: VideoMessages = {
  load: async () => {
    if (registered) return;
    await import('./media-messages');
    registered = true;
  },
  loaded: () => registered,
  translateMessage,
  errorMessage,
};
