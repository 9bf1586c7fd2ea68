import type { CastingCreatePayload } from '@talent/contract/castings';
import { deferredZodResolver } from '@talent/ui/forms/deferred-zod-resolver';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { type CastingFormValues, type CastingInput, toCastingInput } from './casting-form-values';

/**
 * The contract's castingCreateSchema, the very rules of POST /castings, fetched once the page is
 * interactive (see deferred-zod-resolver). It judges the form's text turned into the payload's shape,
 * so its error paths (title, ageRanges.0, remuneration.amount…) are the form's field names.
 */
const rules = deferredZodResolver<CastingInput, CastingCreatePayload>(() =>
  import('@talent/contract/castings').then((m) => m.castingCreateSchema),
);

export const preloadCastingRules = rules.preload;

export const castingFormResolver: Resolver<CastingFormValues, unknown, CastingCreatePayload> = async (
  values,
  context,
  options,
) =>
  (await rules.resolver(
    toCastingInput(values),
    context,
    options as unknown as ResolverOptions<CastingInput>,
  )) as unknown as ResolverResult<CastingFormValues, CastingCreatePayload>;
