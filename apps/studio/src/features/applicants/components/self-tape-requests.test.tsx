import { MEDIA_MESSAGES } from '@talent/contract/media';
import { changeLanguage } from '@talent/ui/i18n';
import { processingVideo } from '@talent/ui/test/media-fixtures';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoMedia } from '@/components/video-media';
import { formatDateTime } from '@/lib/format-date';
import { selfTapeRequestsQueryOptions } from '../api/get-self-tape-requests';
import { daysFromNow, testSelfTape, testTapeVideo } from '../test-fixtures';
import { SelfTapeRequestList } from './self-tape-requests';

const items = () => screen.getAllByTestId('self-tape-request');

describe('the self-tape requests of an applicant', () => {
  it('says when none was asked for', () => {
    render(<SelfTapeRequestList requests={[]} />);
    expect(screen.getByText('No self-tape requested yet.')).toBeInTheDocument();
  });

  it('shows each request with its state, local deadline, instructions and times', () => {
    const open = testSelfTape();
    const missed = testSelfTape({ id: 'tape-2', deadline: daysFromNow(-2), state: 'MISSED' });
    const submitted = testSelfTape({
      id: 'tape-3',
      state: 'SUBMITTED',
      submittedAt: daysFromNow(-0.5),
      video: testTapeVideo(),
    });
    render(<SelfTapeRequestList requests={[open, missed, submitted]} />);

    const [first, second, third] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('self-tape-state')).toHaveTextContent('Open');
    expect(first).toHaveTextContent(`Deadline: ${formatDateTime(open.deadline, 'en')}`);
    expect(first).toHaveTextContent('Read the monologue on page 3. One take, landscape.');
    expect(first).toHaveTextContent(`Requested: ${formatDateTime(open.createdAt, 'en')}`);
    expect(first).not.toHaveTextContent('Submitted:');
    expect(first.querySelector('video')).toBeNull();

    expect(within(second).getByTestId('self-tape-state')).toHaveTextContent('Missed');
    expect(within(third).getByTestId('self-tape-state')).toHaveTextContent('Submitted');
    expect(third).toHaveTextContent(`Submitted: ${formatDateTime(submitted.submittedAt ?? '', 'en')}`);
  });

  it('plays a converted video in the page, with its poster, loading only its metadata', () => {
    render(
      <SelfTapeRequestList
        requests={[
          testSelfTape({ state: 'SUBMITTED', submittedAt: daysFromNow(-0.1), video: testTapeVideo() }),
        ]}
      />,
    );
    const player = screen.getByLabelText('Self-tape');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/tape.mp4');
    expect(player).toHaveAttribute('poster', '/media/tape-poster.jpg');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
  });

  it('says a video is still converting, and asks again every few seconds until it is done', () => {
    const processing = testSelfTape({
      state: 'SUBMITTED',
      submittedAt: daysFromNow(-0.1),
      video: processingVideo('tape'),
    });
    render(<SelfTapeRequestList requests={[processing]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Processing…');
    expect(document.querySelector('video')).toBeNull();

    const interval = selfTapeRequestsQueryOptions('app-2').refetchInterval;
    if (typeof interval !== 'function') throw new Error('refetchInterval should depend on the data');
    // The query as TanStack Query hands it over; only its data matters here.
    const query = (data: unknown) => ({ state: { data } }) as never;
    expect(interval(query([processing]))).toBeGreaterThanOrEqual(2000);
    expect(interval(query([processing]))).toBeLessThanOrEqual(10_000);
    expect(interval(query([testSelfTape({ video: testTapeVideo() })]))).toBe(false);
    expect(interval(query([testSelfTape()]))).toBe(false);
  });

  it('says why a video could not be converted, in the active language', async () => {
    const failed = testTapeVideo({
      processingStatus: 'FAILED',
      originalUrl: '',
      posterUrl: null,
      processingError: MEDIA_MESSAGES.videoIncomplete,
    });
    const { rerender } = render(<VideoMedia video={failed} title="Monologue" />);
    expect(screen.getByTestId('video-failed')).toHaveTextContent(
      'Conversion failed' + 'The video seems incomplete or damaged and could not be converted.',
    );
    expect(document.querySelector('video')).toBeNull();

    await changeLanguage('ro', { persist: false });
    rerender(<VideoMedia video={{ ...failed }} title="Monologue" />);
    expect(screen.getByTestId('video-failed')).toHaveTextContent(
      `Conversia a eșuat${MEDIA_MESSAGES.videoIncomplete}`,
    );
    rerender(
      <VideoMedia video={{ ...failed, processingStatus: 'PROCESSING', processingError: null }} title="M" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Se procesează…');
  });
});
