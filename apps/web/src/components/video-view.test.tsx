import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { VideoView } from './video-view';

const ready = {
  processingStatus: 'READY' as const,
  processingError: null,
  originalUrl: '/media/videos/portrait.mp4',
  posterUrl: '/media/videos/portrait.jpg',
  thumbnailUrl: '/media/videos/portrait-thumb.webp',
};

describe('VideoView', () => {
  it('sizes the player from the video: a portrait clip is not boxed into 16:9', () => {
    renderWithApp(<VideoView video={ready} name="Monolog" />);
    const player = screen.getByLabelText('Monolog');
    Object.defineProperty(player, 'videoWidth', { value: 720, configurable: true });
    Object.defineProperty(player, 'videoHeight', { value: 1280, configurable: true });
    fireEvent.loadedMetadata(player);
    expect(player).not.toHaveClass('aspect-video');
    expect(player).toHaveAttribute('data-shape', 'portrait');
    expect(player.style.getPropertyValue('--video-ratio')).toBe('0.5625');
  });
});
