import {
  type SelfTapeRequest,
  type SelfTapeRequestCreatePayload,
  type SelfTapeState,
  selfTapeState,
} from '@talent/contract/self-tapes';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { VideoMedia } from '@/components/video-media';
import { formatDateTime } from '@/lib/format-date';
import { useSelfTapeRequests } from '../api/get-self-tape-requests';
import { useRequestSelfTape } from '../api/request-self-tape';
import { SelfTapeDialog } from './self-tape-dialog';

const TONES: Record<SelfTapeState, BadgeTone> = { OPEN: 'yellow', SUBMITTED: 'green', MISSED: 'red' };

interface SelfTapeRequestsProps {
  applicationId: string;
  /** The applicant's name as the page shows it (the dialog's title). */
  name: string;
  /** The request dialog is open (its button and the T shortcut are the page's). */
  requesting: boolean;
  onCloseRequest: () => void;
  /** Where focus goes when the dialog closes. */
  returnFocus?: () => HTMLElement | null;
}

/** The applicant's self-tape requests, newest first, and the dialog that adds one. */
export function SelfTapeRequests({
  applicationId,
  name,
  requesting,
  onCloseRequest,
  returnFocus,
}: SelfTapeRequestsProps) {
  const { t } = useTranslation();
  const requests = useSelfTapeRequests(applicationId);
  const create = useRequestSelfTape();

  const onSubmit = async (payload: SelfTapeRequestCreatePayload) => {
    await create.mutateAsync({ applicationId, payload });
    onCloseRequest();
    notify.success(t('applicants.selfTape.sent'));
  };

  return (
    <>
      {requests.isPending ? (
        <Spinner label={t('common.loading')} className="py-6" />
      ) : requests.isError ? (
        <div role="alert" className="text-sm text-red-900" data-testid="self-tapes-error">
          <p>{t('applicants.selfTape.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void requests.refetch()}
            className={`${secondaryButtonClassName} mt-2 py-2`}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <SelfTapeRequestList requests={requests.data} />
      )}
      <SelfTapeDialog
        open={requesting}
        who={{ name }}
        onClose={onCloseRequest}
        onSubmit={onSubmit}
        returnFocus={returnFocus}
      />
    </>
  );
}

/** Each request: its state, deadline and instructions, and the video sent (playing, converting or failed). */
export function SelfTapeRequestList({ requests }: { requests: readonly SelfTapeRequest[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (requests.length === 0) return <p className="text-sm text-gray-600">{t('applicants.selfTape.empty')}</p>;
  const when = (value: string) => <time dateTime={value}>{formatDateTime(value, language)}</time>;
  return (
    <ul className="space-y-4" data-testid="self-tape-requests">
      {requests.map((request) => {
        const state = selfTapeState(request);
        return (
          <li
            key={request.id}
            className="space-y-3 rounded-xl p-3 ring-1 ring-gray-200 sm:p-4"
            data-testid="self-tape-request"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge tone={TONES[state]} testId="self-tape-state">
                {t(`applicants.selfTape.state.${state}`)}
              </Badge>
              <p className="text-sm font-medium text-gray-900">
                {t('applicants.selfTape.deadline')} {when(request.deadline)}
              </p>
            </div>
            <p className="text-sm break-words whitespace-pre-line text-gray-800">{request.instructions}</p>
            <p className="text-xs text-gray-600">
              {t('applicants.selfTape.requested')} {when(request.createdAt)}
              {request.submittedAt && (
                <>
                  {' · '}
                  {t('applicants.selfTape.submitted')} {when(request.submittedAt)}
                </>
              )}
            </p>
            {request.video && (
              <VideoMedia
                video={request.video}
                title={request.video.title ?? t('applicants.selfTape.title')}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
