import type { BulkStatusResult } from '@talent/contract/studio';
import { IconButton } from '@talent/ui/components/icon-button';
import { useTranslation } from 'react-i18next';
import { refusalReason } from '../refusal-reason';
import { RefusedList } from './refused-list';

interface BulkResultProps {
  result: BulkStatusResult;
  /** The names of the applicants as the list showed them, by application id. */
  names: ReadonlyMap<string, string>;
  onDismiss: () => void;
}

/** After a bulk move: how many moved, and each one refused with why (it stays until dismissed). */
export function BulkResult({ result, names, onDismiss }: BulkResultProps) {
  const { t } = useTranslation();
  if (result.refused.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="bulk-refused"
      className="rounded-2xl bg-orange-50 p-4 text-sm text-orange-950 ring-1 ring-orange-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {t('applicants.bulk.refusedTitle', { count: result.refused.length, moved: result.moved.length })}
          </p>
          <RefusedList
            refused={result.refused}
            names={names}
            reason={(message) => refusalReason(t, message)}
          />
        </div>
        <IconButton
          icon="close"
          label={t('applicants.bulk.dismiss')}
          onClick={onDismiss}
          className="rounded-md p-1 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-indigo-700"
        />
      </div>
    </div>
  );
}
