import {
  type CSSProperties,
  type SyntheticEvent,
  useEffect,
  useState,
  type VideoHTMLAttributes,
} from 'react';

interface Shape {
  width: number;
  height: number;
  /** The video's own metadata: the poster (known earlier) only stands in until it comes. */
  fromVideo: boolean;
}

/**
 * The player's box in the video's own shape (width / height as a CSS variable). A portrait video is
 * at most 70% of the screen's height (so on a phone its controls and the page around it stay in
 * sight): as wide as that allows, centred. Until the shape is known, 16:9.
 */
function frame(shape: Shape | null): { className: string; style?: CSSProperties } {
  if (!shape) return { className: 'aspect-video w-full' };
  const style = { '--video-ratio': String(shape.width / shape.height) } as CSSProperties;
  return shape.width < shape.height
    ? {
        // Written out whole: Tailwind only builds the classes it finds as they stand.
        className: 'mx-auto block aspect-(--video-ratio) w-[min(100%,calc(70svh*var(--video-ratio)))]',
        style,
      }
    : { className: 'block aspect-(--video-ratio) w-full', style };
}

interface VideoPlayerProps {
  src: string;
  poster?: string | null | undefined;
  /** The player's accessible name. */
  label: string;
  /** "none" where a page shows many videos: nothing is fetched until play is pressed. */
  preload?: 'none' | 'metadata';
  /**
   * What a page adds to the player: the presentation page plays inline with no fullscreen (its
   * watermark stays on) and reports what was watched from the playback events.
   */
  playback?: Pick<
    VideoHTMLAttributes<HTMLVideoElement>,
    | 'playsInline'
    | 'controlsList'
    | 'disablePictureInPicture'
    | 'onPlay'
    | 'onPause'
    | 'onEnded'
    | 'onSeeked'
    | 'onTimeUpdate'
  >;
}

/**
 * A converted video's player, sized from the video itself: a phone's portrait clip stands upright
 * instead of in a 16:9 box with black bands. The poster (same shape, fetched for the player anyway)
 * gives the shape before the video's metadata, and with `preload="none"`, before play is pressed.
 */
export function VideoPlayer({ src, poster, label, preload = 'metadata', playback }: VideoPlayerProps) {
  const [shape, setShape] = useState<Shape | null>(null);

  useEffect(() => {
    if (!poster) return;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        setShape((known) =>
          known?.fromVideo
            ? known
            : { width: image.naturalWidth, height: image.naturalHeight, fromVideo: false },
        );
    };
    image.src = poster;
    return () => {
      image.onload = null;
    };
  }, [poster]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { videoWidth, videoHeight } = event.currentTarget;
    if (videoWidth > 0 && videoHeight > 0)
      setShape({ width: videoWidth, height: videoHeight, fromVideo: true });
  };

  const { className, style } = frame(shape);
  return (
    // No caption track: talents' own uploads come without them.
    <video
      {...playback}
      controls
      preload={preload}
      src={src}
      poster={poster ?? undefined}
      aria-label={label}
      data-testid="video-player"
      data-shape={shape ? (shape.width < shape.height ? 'portrait' : 'landscape') : undefined}
      onLoadedMetadata={onLoadedMetadata}
      style={style}
      className={`${className} rounded-lg bg-black`}
    />
  );
}
