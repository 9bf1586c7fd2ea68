import { QueryStates } from '@talent/ui/components/load-error';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type KitProps<T> = ComponentProps<typeof QueryStates<T>>;

interface ListStatesProps<T> extends Pick<KitProps<T>, 'query' | 'children'> {
  /** What failed to load, in the list's own words. */
  failed: string;
  testId: string;
}

/** The kit's load states in the studio's words: its one "loading" and one "try again" for every list. */
export function ListStates<T>({ query, failed, testId, children }: ListStatesProps<T>) {
  const { t } = useTranslation();
  return (
    <QueryStates
      query={query}
      loadingLabel={t('common.loading')}
      errorMessage={failed}
      retryLabel={t('common.retry')}
      errorTestId={testId}
    >
      {children}
    </QueryStates>
  );
}
