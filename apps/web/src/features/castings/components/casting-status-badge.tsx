import type { Casting, CastingStatus } from '@talent/contract/castings';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';
import { projectTypeText } from '../casting-text';

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

/** Above a casting's title, in the list and on its page: its status, then the kind of project. */
export function CastingStatusLine({ casting }: { casting: Pick<Casting, 'status' | 'projectType'> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CastingStatusBadge status={casting.status} />
      <span className="text-xs font-medium tracking-wide text-indigo-800 uppercase">
        {projectTypeText(t, casting.projectType)}
      </span>
    </div>
  );
}
