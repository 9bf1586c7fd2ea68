import { z } from 'zod';
import { concurrencyOf, type JobKind, type JobSettings, longestRunOf } from './job-kind';

/** A payload's fields as the listing shows them: `name` or `name?` (optional), in schema order. */
export function payloadFields(kind: JobKind): string[] {
  if (!(kind.payload instanceof z.ZodObject)) return [];
  return Object.entries(kind.payload.shape as Record<string, z.ZodType>).map(([field, schema]) =>
    schema.safeParse(undefined).success ? `${field}?` : field,
  );
}

/** A setting-named figure with the value it has here: `JOB_CONCURRENCY = 2`. */
function figure(given: number | string | undefined, value: number): string {
  return typeof given === 'string' ? `${given} = ${value}` : String(value);
}

/**
 * `npm run cli -- jobs --kinds`: every kind of the registry, what it does, its tries, concurrency and
 * longest run (with the settings they come from) and its payload's fields.
 */
export function kindsListing(kinds: readonly JobKind[], settings: JobSettings): string[] {
  const lines = [`${kinds.length} job kinds (name, what it does, tries, concurrency, payload):`];
  for (const kind of [...kinds].sort((a, b) => a.name.localeCompare(b.name))) {
    const fields = payloadFields(kind);
    lines.push(
      '',
      `${kind.name}  ${kind.does}`,
      `  attempts ${kind.maxAttempts} (waits from ${kind.retryDelaySeconds} s, doubling) · concurrency ${figure(kind.concurrency, concurrencyOf(kind, settings))} · longest run ${figure(kind.longestRunSeconds, longestRunOf(kind, settings))} s`,
      `  payload: ${fields.length > 0 ? fields.join(', ') : '(none)'}`,
    );
  }
  return lines;
}
