import type { Audition, AuditionStatus } from '@talent/contract/auditions';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** An INVITED audition with no slot yet is shown as waiting: it has a place in the queue, not a time. */
type ShownStatus = AuditionStatus | 'WAITING';

const TONES: Record<ShownStatus, BadgeTone> = {
  INVITED: 'yellow',
  WAITING: 'orange',
  CONFIRMED: 'green',
  DECLINED: 'gray',
  RESCHEDULE_REQUESTED: 'orange',
  CANCELLED: 'red',
  ATTENDED: 'green',
  NO_SHOW: 'red',
};

export function AuditionStatusBadge({ audition }: { audition: Pick<Audition, 'status' | 'slotStart'> }) {
  const { t } = useTranslation();
  const status: ShownStatus =
    audition.status === 'INVITED' && !audition.slotStart ? 'WAITING' : audition.status;
  return (
    <Badge tone={TONES[status]} testId="audition-status-badge">
      {t(`auditions.status.${status}`)}
    </Badge>
  );
}
