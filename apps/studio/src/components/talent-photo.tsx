import { Icon } from '@talent/ui/components/icons';

/**
 * The widths declared in `srcset`, so the browser picks the thumbnail whenever it is enough for the
 * frame on this screen. The API's variants fit in a square of 400 and 1600 px (DESIGN §6), so a
 * portrait phone photo (3:4, what most talents choose) is 300 and 1200 px wide: declaring the square's
 * side would let a 1.5× screen stretch the thumbnail over a 264 px card.
 */
const THUMBNAIL_PX = 300;
const DISPLAY_PX = 1200;

export interface TalentPhotoProps {
  /** The chosen photo (≈ 1600 px): loaded only where the frame needs it (a dense screen). */
  url: string | null;
  /** Its ≈ 400 px thumbnail: what a card, a row or a header loads on an ordinary screen. */
  thumbnailUrl: string | null;
  /** The frame's rendered width, as `sizes` says it. */
  sizes: string;
  className: string;
  /** Empty where the name is beside it; a list read on its own (the day sheet) names the person. */
  alt?: string;
}

/** The profile photo, or a neutral silhouette: the name beside it says who it is. */
export function TalentPhoto({ url, thumbnailUrl, sizes, className, alt = '' }: TalentPhotoProps) {
  const src = thumbnailUrl ?? url;
  if (!src)
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center bg-gray-100 text-gray-400 ${className}`}
      >
        <Icon name="person" className="size-1/2" />
      </span>
    );
  const dense = thumbnailUrl && url && url !== thumbnailUrl;
  return (
    <img
      src={src}
      {...(dense ? { srcSet: `${thumbnailUrl} ${THUMBNAIL_PX}w, ${url} ${DISPLAY_PX}w`, sizes } : {})}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`bg-gray-100 object-cover ${className}`}
    />
  );
}
