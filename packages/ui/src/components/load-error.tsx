import type { ReactNode } from 'react';
import { secondaryButtonClassName } from '../link-styles';
import { Spinner } from './spinner';

interface LoadErrorProps {
  /** Says what could not be loaded; the caller passes it translated. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

/** A load that failed: an alert with the reason and a way to try again. */
export function LoadError({ message, retryLabel, onRetry, testId }: LoadErrorProps) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-2xl bg-red-50 p-5 text-sm text-red-900 ring-1 ring-red-200"
    >
      <p className="font-medium">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButtonClassName} mt-3`}>
        {retryLabel}
      </button>
    </div>
  );
}

/** The parts of a query result these states read; a TanStack `useQuery` result fits. */
interface LoadingQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryStatesProps<T> {
  query: LoadingQuery<T>;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
  errorTestId?: string;
  /**
   * For one section of a page: loading is a quiet placeholder of this size and frame (about what the
   * loaded section takes) rather than a page-sized spinner, so the sections under it do not jump.
   */
  placeholderClassName?: string;
  /** What the loaded data shows; called only once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A page's list (or one section of a page) while it loads, when the load failed, and once it is
 * there: one place for the first two.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorMessage,
  retryLabel,
  errorTestId,
  placeholderClassName,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending && placeholderClassName !== undefined) {
    return (
      <div aria-busy="true" className={`motion-safe:animate-pulse ${placeholderClassName}`}>
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
      </div>
    );
  }
  if (query.isPending) return <Spinner label={loadingLabel} className="py-24" />;
  if (query.isError || query.data === undefined) {
    return (
      <LoadError
        message={errorMessage}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
        testId={errorTestId}
      />
    );
  }
  return children(query.data);
}
