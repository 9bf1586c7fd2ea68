export interface DeferredSchema<T> {
  /** The schema, fetched on the first call and kept; a failed fetch is tried again next time. */
  load: () => Promise<T>;
  /** Starts fetching early (first focus, idle time) so that using it never waits. */
  preload: () => void;
}

/**
 * A contract schema imported only when first needed. zod is ~25 KB gzip: a page that shows data and
 * checks a form only when it is sent need not load it with its first paint (DESIGN §5 budgets).
 */
export function deferredSchema<T>(loadSchema: () => Promise<T>): DeferredSchema<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= loadSchema().catch((error: unknown) => {
      // Let the next attempt fetch again (e.g. after a network blip).
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch((error: unknown) => console.warn('Could not preload form rules', error));
    },
  };
}
