import type { ApplicationStatus } from '@talent/contract/applications';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** §4: pending yellow, accepted green, rejected red, the others gray. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  PENDING: 'yellow',
  REVIEWED: 'gray',
  SHORTLISTED: 'gray',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

export function isKnownApplicationStatus(status: string): status is ApplicationStatus {
  return Object.hasOwn(APPLICATION_STATUS_TONES, status);
}

/** A status the web does not know yet is shown as the server sent it (§4), in gray. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isKnownApplicationStatus(status);
  return (
    <Badge tone={known ? APPLICATION_STATUS_TONES[status] : 'gray'} testId="application-status-badge">
      {known ? t(`applications.status.${status}`) : status}
    </Badge>
  );
}
