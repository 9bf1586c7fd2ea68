import type { CastingUpdatePayload } from '@talent/contract/castings';
import { BackLink } from '@talent/ui/components/back-link';
import { CastingStatusBadge } from '@talent/ui/components/casting-labels';
import { EmptyState } from '@talent/ui/components/empty-state';
import { LoadError } from '@talent/ui/components/load-error';
import { PageHeader } from '@talent/ui/components/page-header';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session-context';
import { useStudioCasting } from '../api/get-studio-casting';
import { STUDIO_CASTINGS_KEY } from '../api/get-studio-castings';
import { updateCasting } from '../api/save-casting';
import { formValuesOf } from '../casting-form-values';
import { useCastingActions } from '../hooks/use-casting-actions';
import { CastingActions } from './casting-actions';
import { CastingForm } from './casting-form';
import { CoverUpload } from './cover-upload';
import { RefusalAlert } from './refusal-alert';
import { UnverifiedNote } from './unverified-note';

/** One casting: its status moves, its cover image and its fields. */
export function CastingEditPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const casting = useStudioCasting(id);
  const actions = useCastingActions();

  if (casting.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (casting.isError) {
    const missing = casting.error instanceof ApiError && casting.error.status === 404;
    return (
      <div className="space-y-6">
        <BackLink to="/castings">{t('castings.form.back')}</BackLink>
        {missing ? (
          <EmptyState title={t('castings.form.notFound')} headingLevel={1} testId="casting-not-found" />
        ) : (
          <LoadError
            message={t('castings.form.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={() => void casting.refetch()}
          />
        )}
      </div>
    );
  }

  const current = casting.data;
  const isDraft = current.status === 'DRAFT';

  return (
    <div className="space-y-6">
      <BackLink to="/castings">{t('castings.form.back')}</BackLink>
      <PageHeader
        title={t('castings.form.editTitle')}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words">{current.title}</span>
            <CastingStatusBadge status={current.status} />
          </span>
        }
      />
      <CastingActions casting={current} actions={actions} />
      <RefusalAlert message={actions.refusal} onDismiss={actions.dismissRefusal} />
      <CoverUpload casting={current} />
      <CastingForm
        // A new casting (after Duplicate) starts a new form; a refetch of this one keeps what is typed.
        key={current.id}
        initialValues={formValuesOf(current)}
        intents={isDraft ? ['DRAFT', 'PUBLISHED'] : ['SAVE']}
        note={isDraft ? <UnverifiedNote user={user} /> : null}
        onSave={async ({ status: _status, ...fields }, intent) => {
          const patch: CastingUpdatePayload =
            intent === 'PUBLISHED' ? { ...fields, status: 'PUBLISHED' } : fields;
          const saved = await updateCasting(current.id, patch);
          notify.success(
            intent === 'PUBLISHED'
              ? t('castings.actions.published', { title: saved.title })
              : t('castings.form.saved'),
          );
          await queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });
        }}
      />
    </div>
  );
}
