import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import type { VideoMessages } from './video-messages';
import { VideoView } from './video-view';

/** An app's translator as far as a playable video needs one: nothing to translate. */
const messages: VideoMessages = {
  load: async () => {},
  loaded: () => true,
  translateMessage: (_t, text) => text,
  errorMessage: async (_t, _error, fallback) => fallback,
};

beforeAll(() => initI18n(async () => ({})));

const ready = {
  processingStatus: 'READY' as const,
  processingError: null,
  originalUrl: '/media/videos/portrait.mp4',
  posterUrl: '/media/videos/portrait.jpg',
  thumbnailUrl: '/media/videos/portrait-thumb.webp',
};

describe('VideoView', () => {
  it('sizes the player from the video: a portrait clip is not boxed into 16:9', () => {
    render(<VideoView video={ready} name="Monolog" messages={messages} />);
    const player = screen.getByLabelText('Monolog');
    Object.defineProperty(player, 'videoWidth', { value: 720, configurable: true });
    Object.defineProperty(player, 'videoHeight', { value: 1280, configurable: true });
    fireEvent.loadedMetadata(player);
    expect(player).not.toHaveClass('aspect-video');
    expect(player).toHaveAttribute('data-shape', 'portrait');
    expect(player.style.getPropertyValue('--video-ratio')).toBe('0.5625');
  });
});
