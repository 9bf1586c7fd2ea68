import type { DeferredSchema } from '@talent/ui/forms/deferred-schema';

/** What a contract's query schema answers, as far as a filter form reads it. */
interface QueryRules {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
  };
}

/**
 * A filter form's values checked by the contract's query schema (fetched on first use): the first
 * message of each field, empty values meaning "any". Shared by the applicants' and the directory's
 * filters, which both send their values as a query string.
 */
export async function filterErrors<K extends string>(
  rules: DeferredSchema<QueryRules>,
  keys: readonly K[],
  values: Record<K, string>,
): Promise<Partial<Record<K, string>>> {
  const typed = Object.fromEntries(keys.map((key) => [key, values[key].trim() || undefined]));
  let schema: QueryRules;
  try {
    schema = await rules.load();
  } catch (error) {
    // Rules that cannot be fetched do not block the search: the API checks the same rules (400).
    console.warn('Could not load the filter rules', error);
    return {};
  }
  const result = schema.safeParse(typed);
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as K;
    if (keys.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
