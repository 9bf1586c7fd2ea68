import type { SelfTapeRequest, SelfTapeState } from '@talent/contract/self-tapes';
import { type AppLanguage, currentLanguage } from '@talent/ui/i18n';
import { useEffect, useState } from 'react';
import { cachedFormatter, intlLocale } from '@/lib/format-date';

/**
 * The state a request shows at `now`: the contract's selfTapeState, here without importing the
 * contract's module (it comes with zod). The server's MISSED stands even if this clock lags.
 */
export function displayedState(
  request: Pick<SelfTapeRequest, 'deadline' | 'submittedAt' | 'state'>,
  now: number,
): SelfTapeState {
  if (request.submittedAt || request.state === 'SUBMITTED') return 'SUBMITTED';
  if (request.state === 'MISSED' || Date.parse(request.deadline) <= now) return 'MISSED';
  return 'OPEN';
}

export const deadlinePassed = (request: Pick<SelfTapeRequest, 'deadline'>, now: number) =>
  Date.parse(request.deadline) <= now;

const unitFormats = new Map<string, Intl.NumberFormat>();

function inUnit(value: number, unit: 'minute' | 'hour' | 'day', language: AppLanguage): string {
  const locale = intlLocale(language);
  const options = { style: 'unit', unit, unitDisplay: 'long' } as const;
  return cachedFormatter(unitFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** What is left until the deadline, in one unit, rounded down: "3 zile", "20 de ore", "45 de minute". */
export function timeLeft(deadline: string, now: number, language: AppLanguage = currentLanguage()): string {
  const minutes = Math.max(1, Math.floor((Date.parse(deadline) - now) / 60_000));
  if (minutes < 60) return inUnit(minutes, 'minute', language);
  const hours = Math.floor(minutes / 60);
  // Under two days, hours say more than "1 day".
  if (hours < 48) return inUnit(hours, 'hour', language);
  return inUnit(Math.floor(hours / 24), 'day', language);
}

/** The time now, new every `everyMs`: deadlines turn and time left counts down while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
