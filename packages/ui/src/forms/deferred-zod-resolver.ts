import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export interface DeferredResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts fetching the schema early (first focus, idle time) so submitting never waits for it. */
  preload: () => void;
}

/**
 * A react-hook-form resolver for a contract schema that is imported only when first needed.
 * zod 4 classic is ~26 KB gzip: loaded with the sign-in page it would break the page's budget
 * (DESIGN §5), yet the contract's schema must stay the single source of the rules. So the page
 * becomes interactive without it and the schema follows at idle time or on the first focus.
 */
export function deferredZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<$ZodType<Output, Input>>,
): DeferredResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;

  const load = () => {
    loading ??= loadSchema().then(
      (schema) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // Let the next attempt fetch again (e.g. after a network blip).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch((error: unknown) => console.warn('Could not preload form rules', error));
    },
  };
}
