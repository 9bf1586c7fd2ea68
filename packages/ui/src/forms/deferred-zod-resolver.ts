import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { deferredSchema } from './deferred-schema';

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
  const rules = deferredSchema(() =>
    loadSchema().then((schema) => zodResolver(schema) as Resolver<Input, unknown, Output>),
  );
  return {
    resolver: async (values, context, options) => (await rules.load())(values, context, options),
    preload: rules.preload,
  };
}
