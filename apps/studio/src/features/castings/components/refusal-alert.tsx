import { IconButton } from '@talent/ui/components/icon-button';
import { Icon } from '@talent/ui/components/icons';
import { useTranslation } from 'react-i18next';

/** A refusal the user has to act on (publishing before the company is verified): it stays until dismissed. */
export function RefusalAlert({ message, onDismiss }: { message: string | null; onDismiss?: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="publish-refusal"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300"
    >
      <Icon name="warning" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('castings.form.publishRefused')}</p>
        <p className="mt-1 break-words">{message}</p>
      </div>
      {onDismiss && (
        <IconButton
          icon="close"
          label={t('castings.actions.dismiss')}
          onClick={onDismiss}
          className="rounded-md p-1 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        />
      )}
    </div>
  );
}
