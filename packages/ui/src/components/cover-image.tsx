interface CoverImageProps {
  src: string | null | undefined;
  alt: string;
  /** The title whose first letter stands in when there is no photo. */
  title: string;
  width: number;
  height: number;
  className?: string;
  /** The hero of a detail page is the largest paint: load it at once, first. */
  priority?: boolean;
  /** Above the fold (a list's first row): load it at once, without lazy loading's delay. */
  eager?: boolean;
}

/** A cover photo (a casting's, say), or the title's initial on a tinted panel of the same size. */
export function CoverImage({
  src,
  alt,
  title,
  width,
  height,
  className = '',
  priority = false,
  eager = false,
}: CoverImageProps) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={`bg-gray-100 object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="cover-placeholder"
      style={{ aspectRatio: `${width} / ${height}` }}
      className={`flex items-center justify-center bg-gradient-to-br from-indigo-100 to-indigo-200 text-5xl font-bold text-indigo-800 ${className}`}
    >
      {title.trim().charAt(0).toLocaleUpperCase() || '?'}
    </div>
  );
}
