import type { ProjectType } from '@talent/contract/casting-options';
import type { CastingStatus } from '@talent/contract/casting-statuses';
import type { MinorSchedule } from '@talent/contract/child-work-rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from './badge';

// How a casting's status, kind and hours for children read: one place, so the same casting reads
// the same in the portal and in the studio. The words are each app's `castings.*` texts.

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
  // A status the app does not know yet shows as sent, in gray.
  const known = Object.hasOwn(CASTING_STATUS_TONES, status);
  return (
    <Badge tone={known ? CASTING_STATUS_TONES[status] : 'gray'} testId="casting-status-badge">
      {known ? t(`castings.status.${status}`) : status}
    </Badge>
  );
}

export function projectTypeText(t: TFunction, projectType: ProjectType): string {
  // A type added on the server before the app knows it shows as sent rather than as a key.
  return t(`castings.projectType.${projectType}`, { defaultValue: projectType });
}

/** Above a casting's title, in the lists and on its page: its status, then the kind of project. */
export function CastingStatusLine({
  casting,
}: {
  casting: { status: CastingStatus; projectType: ProjectType };
}) {
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

/**
 * A casting's hours for children (HG 75/2015): '10:00–12:00, 2 days'. Romanian says "20 de zile"
 * from twenty on (and for whole hundreds), hence a third form.
 */
export function minorScheduleText(t: TFunction, schedule: MinorSchedule): string {
  const { dailyStart: start, dailyEnd: end, days } = schedule;
  if (days === 1) return t('castings.minorSchedule.valueOne', { start, end });
  const rest = days % 100;
  if (rest === 0 || rest >= 20) return t('castings.minorSchedule.valueMany', { start, end, days });
  return t('castings.minorSchedule.value', { start, end, days });
}
