/** Copies of the name over one photo or video: enough to cross a tall portrait on a wide screen. */
const COPIES = 36;

/**
 * The viewer's name drawn across a photo or a video (DESIGN §13): a screenshot or a screen recording
 * shows who it was shared with. It lies over the media without taking a tap (the player's controls stay
 * usable) and is hidden from screen readers, to whom it would be noise.
 */
export function Watermark({ name }: { name: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      className="pointer-events-none absolute inset-0 overflow-hidden select-none"
    >
      <div className="absolute -inset-1/2 flex -rotate-30 flex-wrap content-center justify-center gap-x-12 gap-y-14">
        {Array.from({ length: COPIES }, (_, copy) => (
          <span
            // The copies are all alike and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={copy}
            className="text-sm font-semibold whitespace-nowrap text-white/45 [text-shadow:0_0_3px_rgb(0_0_0/0.6)]"
          >
            {name}
          </span>
        ))}
      </div>
    </div>
  );
}
