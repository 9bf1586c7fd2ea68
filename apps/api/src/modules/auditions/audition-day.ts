import type { AuditionDay } from '@talent/contract/auditions';
import { ageOn } from '@talent/contract/dates';
import { isMinorProfile } from '../media/minor-profile';
import { clockOf, slotStartsOf, toSessionView } from './audition-views';
import type { DayRow, SessionRow } from './auditions.repository';

/**
 * The day sheet: every slot of the session in order with who is in it. A minor by first name and age
 * on the day, reached through the account holder (a child's guardian); photos as the caller signed them.
 */
export function toAuditionDay(
  session: SessionRow,
  casting: { id: string; title: string },
  rows: readonly DayRow[],
  photos: Map<string, { thumbnailUrl: string } | null>,
): AuditionDay {
  return {
    session: toSessionView(session),
    casting: { id: casting.id, title: casting.title },
    slots: slotStartsOf(session).map((start) => ({
      start,
      time: clockOf(start),
      entries: rows
        .filter((row) => row.slot_start === start)
        .map((row) => {
          const minor = isMinorProfile({ ...row, id: row.profile_id }, session.date);
          const guardian = row.child_id !== null;
          return {
            id: row.id,
            status: row.status,
            firstName: row.first_name,
            lastName: minor ? null : row.last_name,
            isMinor: minor,
            age: row.date_of_birth ? ageOn(row.date_of_birth.slice(0, 10), session.date) : null,
            photoUrl: photos.get(row.profile_id)?.thumbnailUrl ?? null,
            contact: {
              name: guardian
                ? `${row.account_first_name} ${row.account_last_name}`
                : `${row.first_name} ${row.last_name}`,
              phone: row.account_phone,
              email: row.account_email,
              isGuardian: guardian,
            },
            checkedInAt: row.checked_in_at,
          };
        }),
    })),
  };
}
