import type { AuditionStatus } from '@talent/contract/auditions';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** Each status's colour; the order is the one counts are shown in (the contract's). */
export const AUDITION_STATUS_TONES: Record<AuditionStatus, BadgeTone> = {
  INVITED: 'yellow',
  CONFIRMED: 'green',
  DECLINED: 'red',
  RESCHEDULE_REQUESTED: 'orange',
  CANCELLED: 'gray',
  ATTENDED: 'green',
  NO_SHOW: 'red',
};

/** Where one booked talent stands with the audition, in words and colour. */
export function AuditionStatusBadge({ status }: { status: AuditionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={AUDITION_STATUS_TONES[status]} testId="audition-status">
      {t(`auditions.status.${status}`)}
    </Badge>
  );
}
