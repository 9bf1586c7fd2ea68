import { QueryStates } from '@talent/ui/components/load-error';
import type { ComponentProps } from 'react';

type SectionQueryStatesProps<T> = ComponentProps<typeof QueryStates<T>> & {
  /** The placeholder's size and frame while loading: about what the loaded section takes. */
  placeholderClassName: string;
};

/**
 * One section of a page while it loads, when its load failed, and once it is there: the kit's
 * QueryStates, but loading is a quiet placeholder of about the section's size rather than a
 * page-sized spinner, so the sections under it do not jump when it arrives.
 */
export function SectionQueryStates<T>({ placeholderClassName, ...states }: SectionQueryStatesProps<T>) {
  if (states.query.isPending) {
    return (
      <div aria-busy="true" className={`motion-safe:animate-pulse ${placeholderClassName}`}>
        <p role="status" className="sr-only">
          {states.loadingLabel}
        </p>
      </div>
    );
  }
  return <QueryStates {...states} />;
}
