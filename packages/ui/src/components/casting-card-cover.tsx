import { useTranslation } from 'react-i18next';
import { CoverImage } from './cover-image';

interface CastingCardCoverProps {
  casting: { title: string; coverPhoto: { thumbnailUrl: string } | null };
  /** In the first row, visible without scrolling: its cover loads at once. */
  aboveTheFold?: boolean;
  /** The list's largest paint: fetch it before the rest. */
  priority?: boolean;
  className?: string;
}

/**
 * A casting's cover on its card in a list, the portal's and the studio's alike: the thumbnail at
 * 16:9, named by the app's own `castings.card.coverAlt` text.
 */
export function CastingCardCover({
  casting,
  aboveTheFold = false,
  priority = false,
  className,
}: CastingCardCoverProps) {
  const { t } = useTranslation();
  return (
    <CoverImage
      src={casting.coverPhoto?.thumbnailUrl}
      alt={t('castings.card.coverAlt', { title: casting.title })}
      title={casting.title}
      width={400}
      height={225}
      eager={aboveTheFold}
      priority={priority}
      className={className}
    />
  );
}
