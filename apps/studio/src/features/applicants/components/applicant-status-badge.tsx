import type { ApplicationStatus } from '@talent/contract/applications';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

/** The portal's colours (spec §4): pending yellow, accepted green, rejected red, the others gray. */
const TONES: Record<ApplicationStatus, BadgeTone> = {
  PENDING: 'yellow',
  REVIEWED: 'gray',
  SHORTLISTED: 'gray',
  ACCEPTED: 'green',
  REJECTED: 'red',
};

export function ApplicantStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status] ?? 'gray'} testId="applicant-status">
      {t(`applicants.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
