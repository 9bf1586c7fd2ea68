import { type PointerEvent, useRef } from 'react';

/** How far a finger travels sideways before it counts as a swipe; shorter is a tap or a wobble. */
export const SWIPE_MIN_PX = 60;

/** Where a swipe must not start: the player's scrubber, a text field, the vote buttons. */
const ownsGesture = (target: EventTarget | null) =>
  target instanceof Element && target.closest('video, input, textarea, button, a') !== null;

/**
 * A sideways swipe between talents, from pointer events (touch, pen or mouse). The element scrolls
 * vertically by itself (`touch-action: pan-y`); a move mostly sideways and at least SWIPE_MIN_PX long
 * goes to the previous (rightwards) or next (leftwards) talent.
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = ownsGesture(event.target)
        ? null
        : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx > 0) onPrevious();
      else onNext();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
