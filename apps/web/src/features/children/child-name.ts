import type { Child } from '@talent/contract/children';
import { ageOn, todayIsoDate } from '@talent/contract/dates';

export function childName(child: Pick<Child, 'firstName' | 'lastName'>): string {
  return `${child.firstName} ${child.lastName}`.trim();
}

/** Whole years today, birthday-aware (DESIGN §4); the date of birth is that day at midnight UTC. */
export function childAge(child: Pick<Child, 'dateOfBirth'>): number | null {
  return ageOn(child.dateOfBirth.slice(0, 10), todayIsoDate());
}
