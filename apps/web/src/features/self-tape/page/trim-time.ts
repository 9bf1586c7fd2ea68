/** A point of a take for the trim: "0:42.3" (minutes, seconds and tenths). */
export function formatTrimTime(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}

/** A time rounded to the trim's step (a tenth of a second). */
export const toTenth = (seconds: number) => Math.round(seconds * 10) / 10;
