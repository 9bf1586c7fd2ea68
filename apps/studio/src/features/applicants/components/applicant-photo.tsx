import { Icon } from '@talent/ui/components/icons';

/** The profile photo, or a neutral silhouette: the name beside it says who it is. */
export function ApplicantPhoto({ url, className }: { url: string | null; className: string }) {
  if (!url)
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center bg-gray-100 text-gray-400 ${className}`}
      >
        <Icon name="person" className="size-1/2" />
      </span>
    );
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={`bg-gray-100 object-cover ${className}`}
    />
  );
}
