import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

/** The browser's account of the video once its metadata is read (jsdom reads no media). */
function metadataArrives(player: HTMLElement, videoWidth: number, videoHeight: number) {
  Object.defineProperty(player, 'videoWidth', { value: videoWidth, configurable: true });
  Object.defineProperty(player, 'videoHeight', { value: videoHeight, configurable: true });
  fireEvent.loadedMetadata(player);
}

describe('VideoPlayer', () => {
  it('is 16:9 until it knows the video, then takes the video’s own shape', () => {
    render(<VideoPlayer src="/media/a.mp4" poster="/media/a.jpg" label="Monolog" />);
    const player = screen.getByLabelText('Monolog');
    expect(player).toHaveClass('aspect-video', 'w-full');
    expect(player).not.toHaveAttribute('data-shape');

    metadataArrives(player, 1280, 720);
    expect(player).toHaveAttribute('data-shape', 'landscape');
    expect(player).not.toHaveClass('aspect-video');
    expect(player).toHaveClass('aspect-(--video-ratio)', 'w-full');
    expect(player.style.getPropertyValue('--video-ratio')).toBe(String(1280 / 720));
  });

  it('stands a portrait video upright, centred, no taller than 70% of the screen', () => {
    render(<VideoPlayer src="/media/b.mp4" label="Self-tape" preload="none" />);
    const player = screen.getByLabelText('Self-tape');
    expect(player).toHaveAttribute('preload', 'none');
    metadataArrives(player, 1080, 1920);
    expect(player).toHaveAttribute('data-shape', 'portrait');
    expect(player.style.getPropertyValue('--video-ratio')).toBe('0.5625');
    expect(player).toHaveClass(
      'mx-auto',
      'aspect-(--video-ratio)',
      'w-[min(100%,calc(70svh*var(--video-ratio)))]',
    );
  });

  it('keeps its box when the metadata names no size (an audio-only file)', () => {
    render(<VideoPlayer src="/media/c.mp4" label="Sunet" />);
    const player = screen.getByLabelText('Sunet');
    metadataArrives(player, 0, 0);
    expect(player).toHaveClass('aspect-video');
  });
});
