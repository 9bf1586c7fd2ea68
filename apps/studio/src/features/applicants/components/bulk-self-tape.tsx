import type { SelfTapeRequestCreatePayload } from '@talent/contract/self-tapes';
import { IconButton } from '@talent/ui/components/icon-button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { requestSelfTape, useInvalidateSelfTapes } from '../api/request-self-tape';
import { RefusedList } from './refused-list';
import { SelfTapeDialog, type SelfTapeProgress } from './self-tape-dialog';

/** Requests in flight at once: quick for a page of applicants, gentle on the server and the mailer. */
const AT_ONCE = 3;

interface Outcome {
  sent: number;
  refused: { id: string; message: string }[];
}

interface BulkSelfTapeProps {
  /** The applicants asked, as selected when the action was chosen. */
  ids: readonly string[];
  /** Their names as the list shows them, by application id. */
  names: ReadonlyMap<string, string>;
  /** Every request answered: the selection has served (as after a bulk move). */
  onSent: () => void;
  /** Cancelled, or the summary dismissed. */
  onDone: () => void;
}

/** Runs `task` for every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One self-tape request per selected applicant (there is no bulk endpoint): the dialog shows how far
 * it has got, then a summary says how many were sent and why each refused one was (it stays until
 * dismissed).
 */
export function BulkSelfTape({ ids, names, onSent, onDone }: BulkSelfTapeProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidateSelfTapes();
  const [progress, setProgress] = useState<SelfTapeProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (payload: SelfTapeRequestCreatePayload) => {
    setProgress({ done: 0, total: ids.length });
    const refused = new Map<string, string>();
    await eachLimited(ids, AT_ONCE, async (applicationId) => {
      try {
        await requestSelfTape({ applicationId, payload });
      } catch (error) {
        refused.set(applicationId, await errorMessage(t, error, t('applicants.selfTape.failed')));
      }
      setProgress((current) => current && { ...current, done: current.done + 1 });
    });
    void invalidate();
    setProgress(null);
    setOutcome({
      sent: ids.length - refused.size,
      // In the order they were listed, whichever answered first.
      refused: ids.flatMap((id) => {
        const message = refused.get(id);
        return message === undefined ? [] : [{ id, message }];
      }),
    });
    onSent();
  };

  if (!outcome)
    return (
      <SelfTapeDialog
        open
        who={{ count: ids.length }}
        // Requests already on their way cannot be called back: the dialog stays until they are answered.
        onClose={() => progress === null && onDone()}
        onSubmit={onSubmit}
        progress={progress}
        returnFocus={() => summaryRef.current}
      />
    );

  const allSent = outcome.refused.length === 0;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role={allSent ? 'status' : 'alert'}
      data-testid="bulk-self-tape-summary"
      className={`rounded-2xl p-4 text-sm ring-1 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-700 ${
        allSent ? 'bg-green-50 text-green-950 ring-green-200' : 'bg-orange-50 text-orange-950 ring-orange-200'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{t('applicants.selfTape.bulk.sent', { count: outcome.sent })}</p>
          {!allSent && (
            <>
              <p className="mt-1">
                {t('applicants.selfTape.bulk.refused', { count: outcome.refused.length })}
              </p>
              <RefusedList refused={outcome.refused} names={names} reason={(message) => message} />
            </>
          )}
        </div>
        <IconButton
          icon="close"
          label={t('applicants.bulk.dismiss')}
          onClick={onDone}
          className="rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-indigo-700"
        />
      </div>
    </div>
  );
}
