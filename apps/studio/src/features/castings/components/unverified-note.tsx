import type { StaffMe } from '@talent/contract/clients';
import { Icon } from '@talent/ui/components/icons';
import { useTranslation } from 'react-i18next';

/** Before the client presses Publish: drafts are fine, publishing waits for the verification. */
export function UnverifiedNote({ user }: { user: StaffMe | null }) {
  const { t } = useTranslation();
  if (!user?.company || user.company.status === 'VERIFIED') return null;
  return (
    <p
      data-testid="unverified-note"
      className="flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      {t('castings.form.unverifiedNote')}
    </p>
  );
}
