import { romanianWallClock } from '@talent/contract/dates';
import type { Presentation } from '@talent/contract/presentations';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format-date';

const STATE_TONES: Record<Presentation['state'], BadgeTone> = {
  ACTIVE: 'green',
  EXPIRED: 'gray',
  REVOKED: 'red',
};

/** A link's end as the form chose it: a day and a time on Romania's clock, whatever the browser's zone. */
function romanianMoment(value: string, language: ReturnType<typeof currentLanguage>): string {
  const { date, time } = romanianWallClock(new Date(value));
  return `${formatCalendarDate(date, language)}, ${time}`;
}

/** Whether the link works, and until when (or since when not): the presentations page's and the votes page's. */
export function PresentationStateBadge({
  presentation,
}: {
  presentation: Pick<Presentation, 'state' | 'expiresAt' | 'revokedAt'>;
}) {
  const { t } = useTranslation();
  const { state } = presentation;
  const stateDate =
    state === 'REVOKED' ? (presentation.revokedAt ?? presentation.expiresAt) : presentation.expiresAt;
  return (
    <Badge tone={STATE_TONES[state]} testId="presentation-state">
      {t(`presentations.state.${state}`, { date: romanianMoment(stateDate, currentLanguage()) })}
    </Badge>
  );
}
