import type { CastingStatus } from '@talent/contract/castings';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** §4: PUBLISHED (shown as Active) green, DRAFT gray, CLOSED red, CANCELLED orange, SUSPENDED yellow. */
export const CASTING_STATUS_TONES: Record<CastingStatus, BadgeTone> = {
  PUBLISHED: 'green',
  DRAFT: 'gray',
  CLOSED: 'red',
  CANCELLED: 'orange',
  SUSPENDED: 'yellow',
};

export function CastingStatusBadge({ status }: { status: CastingStatus }) {
  const { t } = useTranslation();
  // A status the web does not know yet shows as sent, in gray.
  const known = Object.hasOwn(CASTING_STATUS_TONES, status);
  return (
    <Badge tone={known ? CASTING_STATUS_TONES[status] : 'gray'} testId="casting-status-badge">
      {known ? t(`castings.status.${status}`) : status}
    </Badge>
  );
}
