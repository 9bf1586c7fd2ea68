import type { CastingStatus } from '@talent/contract/castings';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** The portal's colours (its casting-status-badge): the same casting reads the same on both sides. */
const TONES: Record<CastingStatus, BadgeTone> = {
  PUBLISHED: 'green',
  DRAFT: 'gray',
  CLOSED: 'red',
  CANCELLED: 'orange',
  SUSPENDED: 'yellow',
};

export function CastingStatusBadge({ status }: { status: CastingStatus }) {
  const { t } = useTranslation();
  const known = Object.hasOwn(TONES, status);
  return (
    <Badge tone={known ? TONES[status] : 'gray'} testId="casting-status-badge">
      {known ? t(`castings.status.${status}`) : status}
    </Badge>
  );
}
