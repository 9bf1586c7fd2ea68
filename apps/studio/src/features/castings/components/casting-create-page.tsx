import { BackLink } from '@talent/ui/components/back-link';
import { PageHeader } from '@talent/ui/components/page-header';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session-context';
import { STUDIO_CASTINGS_KEY } from '../api/get-studio-castings';
import { createCasting } from '../api/save-casting';
import { EMPTY_CASTING_FORM } from '../casting-form-values';
import { CastingForm } from './casting-form';
import { UnverifiedNote } from './unverified-note';

/** A new casting, saved as a draft or published at once; then its edit page, for the cover image. */
export function CastingCreatePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <div className="space-y-6">
      <BackLink to="/castings">{t('castings.form.back')}</BackLink>
      <PageHeader title={t('castings.form.newTitle')} subtitle={t('castings.form.newSubtitle')} />
      <CastingForm
        initialValues={EMPTY_CASTING_FORM}
        intents={['DRAFT', 'PUBLISHED']}
        note={<UnverifiedNote user={user} />}
        onSave={async (payload, intent) => {
          const casting = await createCasting({
            ...payload,
            status: intent === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT',
          });
          notify.success(
            t(casting.status === 'PUBLISHED' ? 'castings.form.createdPublished' : 'castings.form.created', {
              title: casting.title,
            }),
          );
          await queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });
          navigate(`/castings/${encodeURIComponent(casting.id)}/edit`, { replace: true });
        }}
      />
    </div>
  );
}
