import { BackLink } from '@talent/ui/components/back-link';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { RETURN_TO_SCROLL } from '@talent/ui/return-to-scroll';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DetailLoadError } from '@/components/detail-load-error';
import { PhotoGallery } from '@/components/photo-gallery';
import { BodySection, DetailSection, SkillsSection } from '@/components/profile-sections';
import { VideoList } from '@/components/video-list';
import { errorMessage } from '@/lib/translate-message';
import { useApplicant } from '../api/get-applicant';
import { useMoveApplicant } from '../api/move-applicant';
import { listSearch, readListParams } from '../applicant-query';
import { refusalReason } from '../refusal-reason';
import { type Neighbour, useNeighbours } from '../use-neighbours';
import { useShortcuts } from '../use-shortcuts';
import { ApplicantSummary } from './applicant-summary';
import { LazyMoveDialog } from './lazy-move-dialog';
import { LazyShortcutsHelp } from './lazy-shortcuts-help';
import type { MoveTarget } from './move-targets';
import { NoteEditor } from './note-editor';
import { allowedMoves, StatusActions } from './status-actions';
import { StatusHistory } from './status-history';

// The self-tape requests, their videos and the request form come after the page is up (DESIGN §5).
const SelfTapeRequests = lazy(() =>
  import('./self-tape-requests').then((module) => ({ default: module.SelfTapeRequests })),
);
// So does the conversation with the applicant (the kit's thread, a chunk of its own).
const ApplicantConversation = lazy(() => import('./applicant-conversation'));

interface ApplicantDetailPageProps {
  castingId: string;
  applicationId: string;
  /** What the app adds for the talent beside the review (the talent lists' "Add to list"). */
  talentActions?: (profileId: string) => ReactNode;
  /** A panel the app adds beside the decision (the producers' votes and what they watched). */
  feedback?: ReactNode;
}

/** One applicant on one screen, reviewed by keyboard or pointer; J and K walk the list it came from. */
export function ApplicantDetailPage({
  castingId,
  applicationId,
  talentActions,
  feedback,
}: ApplicantDetailPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = readListParams(search);
  const applicant = useApplicant(applicationId);
  const neighbours = useNeighbours(castingId, params, applicationId);
  const move = useMoveApplicant();
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [requestingTape, setRequestingTape] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const requestTapeRef = useRef<HTMLButtonElement>(null);

  /** The list's query for another page of it, with the view it was seen in. */
  const carried = (page: number) => {
    const query = listSearch({ ...params, page });
    if (search.get('view') === 'table') query.set('view', 'table');
    const text = query.toString();
    return text ? `?${text}` : '';
  };
  const listHref = `/castings/${castingId}/applicants${carried(params.page)}`;

  const goTo = async (find: () => Promise<Neighbour | null>) => {
    const target = await find().catch(() => null);
    if (target) navigate(`/castings/${castingId}/applicants/${target.id}${carried(target.page)}`);
  };

  const detail = applicant.data;
  const allowed = detail ? allowedMoves(detail.status) : [];
  const openMove = (target: MoveTarget) => {
    if (allowed.includes(target)) setMoving(target);
  };
  // A rejected application takes no more requests (the server answers 409).
  const canRequestTape = detail !== undefined && detail.status !== 'REJECTED';

  useShortcuts({
    s: () => openMove('SHORTLISTED'),
    a: () => openMove('ACCEPTED'),
    r: () => openMove('REJECTED'),
    j: () => void goTo(neighbours.next),
    ArrowRight: () => void goTo(neighbours.next),
    k: () => void goTo(neighbours.previous),
    ArrowLeft: () => void goTo(neighbours.previous),
    n: () => noteRef.current?.focus(),
    t: () => setRequestingTape(canRequestTape),
    // Back to the list where it was left, like the back link: deep in a long list, not at its top.
    Escape: () => navigate(listHref, { state: RETURN_TO_SCROLL }),
  });

  const onConfirmMove = async (target: MoveTarget, message: string | undefined) => {
    try {
      await move.mutateAsync({ id: applicationId, status: target, message });
      setMoving(null);
      notify.success(t(`applicants.move.done.${target}`));
    } catch (error) {
      const reason = error instanceof ApiError ? error.fields?.status : undefined;
      notify.error(
        reason ? refusalReason(t, reason) : await errorMessage(t, error, t('applicants.move.failed')),
      );
      if (error instanceof ApiError && error.status === 409) setMoving(null);
    }
  };

  const back = <BackLink to={listHref}>{t('applicants.detail.back')}</BackLink>;

  if (applicant.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (applicant.isError || !detail)
    return (
      <DetailLoadError
        back={back}
        error={applicant.error}
        notFound={t('applicants.detail.notFound')}
        loadFailed={t('applicants.detail.loadFailed')}
        onRetry={() => void applicant.refetch()}
        testId="applicant-error"
      />
    );

  const { talent } = detail;
  const name =
    talent.lastName && !detail.isMinor ? `${talent.firstName} ${talent.lastName}` : talent.firstName;
  const navClassName = `${secondaryButtonClassName} py-2`;

  return (
    <div className="space-y-5" data-testid="applicant-detail">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <nav aria-label={t('applicants.detail.walk')} className="flex items-center gap-2">
          {neighbours.position && (
            <span className="text-sm text-gray-700" data-testid="applicant-position">
              {t('applicants.detail.position', neighbours.position)}
            </span>
          )}
          <button
            type="button"
            className={navClassName}
            disabled={!neighbours.hasPrevious}
            onClick={() => void goTo(neighbours.previous)}
            aria-keyshortcuts="K ArrowLeft"
            data-testid="previous-applicant"
          >
            {t('applicants.detail.previous')}
          </button>
          <button
            type="button"
            className={navClassName}
            disabled={!neighbours.hasNext}
            onClick={() => void goTo(neighbours.next)}
            aria-keyshortcuts="J ArrowRight"
            data-testid="next-applicant"
          >
            {t('applicants.detail.next')}
          </button>
        </nav>
      </div>

      <ApplicantSummary detail={detail} name={name} />
      {talentActions && <div className="flex flex-wrap gap-2">{talentActions(talent.id)}</div>}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <DetailSection id="section-photos" title={t('applicants.detail.photos')}>
            <PhotoGallery photos={detail.photos} name={name} />
          </DetailSection>
          <DetailSection id="section-videos" title={t('applicants.detail.videos')}>
            <VideoList videos={detail.videos} />
          </DetailSection>
          <DetailSection
            id="section-self-tapes"
            title={t('applicants.selfTape.title')}
            action={
              canRequestTape && (
                <button
                  ref={requestTapeRef}
                  type="button"
                  onClick={() => setRequestingTape(true)}
                  aria-keyshortcuts="T"
                  className={`${secondaryButtonClassName} py-2`}
                  data-testid="request-self-tape"
                >
                  {t('applicants.selfTape.request')}
                  <span aria-hidden="true" className="rounded bg-black/10 px-1.5 text-xs font-normal">
                    T
                  </span>
                </button>
              )
            }
          >
            {!canRequestTape && (
              <p className="mb-3 text-sm text-gray-700">{t('applicants.selfTape.closed')}</p>
            )}
            <Suspense fallback={<Spinner label={t('common.loading')} className="py-6" />}>
              <SelfTapeRequests
                applicationId={detail.id}
                name={name}
                requesting={requestingTape}
                onCloseRequest={() => setRequestingTape(false)}
                // Opened with T, the dialog had no opener to give focus back to.
                returnFocus={() => requestTapeRef.current}
              />
            </Suspense>
          </DetailSection>
          <DetailSection id="section-messages" title={t('applicants.conversation.title')}>
            <Suspense fallback={<Spinner label={t('common.loading')} className="py-6" />}>
              <ApplicantConversation applicationId={detail.id} />
            </Suspense>
          </DetailSection>
          <BodySection talent={talent} />
          <SkillsSection talent={talent} />
          {talent.bio && (
            <DetailSection id="section-bio" title={t('applicants.detail.bio')}>
              <p className="text-sm break-words whitespace-pre-line text-gray-800">{talent.bio}</p>
            </DetailSection>
          )}
        </div>
        <div className="min-w-0 space-y-5">
          <DetailSection id="section-decision" title={t('applicants.detail.decision')}>
            <StatusActions status={detail.status} onMove={openMove} />
          </DetailSection>
          {feedback}
          <DetailSection id="section-message" title={t('applicants.detail.message')}>
            {detail.message ? (
              <p
                className="text-sm break-words whitespace-pre-line text-gray-800"
                data-testid="applicant-message"
              >
                {detail.message}
              </p>
            ) : (
              <p className="text-sm text-gray-600">{t('applicants.detail.noMessage')}</p>
            )}
          </DetailSection>
          <DetailSection id="section-note" title={t('applicants.note.title')}>
            <NoteEditor key={detail.id} applicationId={detail.id} note={detail.note} textareaRef={noteRef} />
          </DetailSection>
          <DetailSection id="section-history" title={t('applicants.detail.history')}>
            <StatusHistory history={detail.statusHistory} />
          </DetailSection>
          <LazyShortcutsHelp />
        </div>
      </div>

      <LazyMoveDialog
        target={moving}
        who={{ name }}
        onClose={() => setMoving(null)}
        onConfirm={onConfirmMove}
      />
    </div>
  );
}
