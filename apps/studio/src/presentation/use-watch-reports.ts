import { PLAY_REPORT_SECONDS_MAX } from '@talent/contract/presentation-limits';
import type { PresentationPlayPayload } from '@talent/contract/presentations';
import { type SyntheticEvent, useEffect, useRef } from 'react';

/** While a video plays, what was watched is reported about this often (seconds of the video). */
export const REPORT_EVERY_SECONDS = 5;
/** A jump of the playhead larger than this between two time updates is a seek, not watching. */
const SEEK_SECONDS = 2;

type Media = SyntheticEvent<HTMLVideoElement>;

/**
 * What the viewer watched of one video, for the studio's watch record (DESIGN §13): `started` on
 * each new play (the first since the video was shown, or after it ended), then the seconds watched
 * since the last report, every REPORT_EVERY_SECONDS while it plays and when it pauses, ends, leaves the
 * screen or the page is closed. Seconds are counted from the playhead, so a seek is not watching and a
 * stall is not either; whole seconds are sent, the rest waits for the next report.
 */
export function useWatchReports(videoId: string, send: (report: PresentationPlayPayload) => void) {
  const state = useRef({ started: false, at: null as number | null, unreported: 0 });
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = () => {
    const seconds = Math.min(Math.floor(state.current.unreported), PLAY_REPORT_SECONDS_MAX);
    if (seconds < 1) return;
    state.current.unreported -= seconds;
    sendRef.current({ videoId, seconds, started: false });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    const onPageHide = () => flushRef.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // The next talent's screen replaces this one: what was watched still counts.
      flushRef.current();
    };
  }, []);

  return {
    onPlay: (event: Media) => {
      state.current.at = event.currentTarget.currentTime;
      if (state.current.started) return;
      state.current.started = true;
      sendRef.current({ videoId, seconds: 0, started: true });
    },
    onTimeUpdate: (event: Media) => {
      const now = event.currentTarget.currentTime;
      const { at } = state.current;
      if (at !== null && now > at && now - at < SEEK_SECONDS) state.current.unreported += now - at;
      state.current.at = now;
      if (state.current.unreported >= REPORT_EVERY_SECONDS) flush();
    },
    onSeeked: (event: Media) => {
      state.current.at = event.currentTarget.currentTime;
    },
    onPause: () => flush(),
    onEnded: () => {
      flush();
      state.current.started = false;
    },
  };
}
