import { zodResolver } from '@hookform/resolvers/zod';
import { type SavedSearchFilters, savedSearchCreateSchema } from '@talent/contract/notifications';
import { Button } from '@talent/ui/components/button';
import { Dialog } from '@talent/ui/components/dialog';
import { showServerFieldErrors } from '@talent/ui/forms/server-field-errors';
import { ApiError, UNREADABLE_RESPONSE } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormInput } from '@/components/form-input';
import { loadServerMessages, translateMessage } from '@/lib/translate-message';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { defaultSavedSearchName, savedSearchFiltersText } from './saved-search-filters';
import './saved-search-messages';

type SaveSearchInput = z.input<typeof savedSearchCreateSchema>;
type SaveSearchOutput = z.output<typeof savedSearchCreateSchema>;

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The castings page's filters when the dialog was opened: what is saved. */
  filters: SavedSearchFilters;
}

/** "Salvează căutarea": the page's filters under a name, with or without alerts. */
export function SaveSearchDialog({ open, onClose, filters }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('castings.savedSearches.save.title')}
      testId="save-search-dialog"
    >
      <SaveSearchForm filters={filters} onClose={onClose} />
    </Dialog>
  );
}

// Its own component inside the dialog: closing unmounts it, so the next opening starts afresh.
function SaveSearchForm({ filters, onClose }: Omit<SaveSearchDialogProps, 'open'>) {
  const { t } = useTranslation();
  const alertsId = useId();
  const alertsHelperId = useId();
  const failureId = useId();
  const createSavedSearch = useCreateSavedSearch();
  // The server's refusal that belongs to no field (the limit, a failure): kept as sent, shown translated.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SaveSearchInput, unknown, SaveSearchOutput>({
    resolver: zodResolver(savedSearchCreateSchema),
    defaultValues: {
      name: defaultSavedSearchName(t, filters, currentLanguage()),
      filters,
      alerts: true,
    },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const saved = await createSavedSearch.mutateAsync(payload);
      notify.success(t('castings.savedSearches.save.success', { name: saved.name }));
      onClose();
    } catch (error) {
      // Field errors carry the contract's texts: have them ready to translate.
      await loadServerMessages();
      // Only the name is the user's to fix here: the filters come from the page.
      if (!showServerFieldErrors(error, setError, (field) => (field === 'name' ? 'name' : undefined))) {
        setFailure(
          error instanceof ApiError && error.code !== UNREADABLE_RESPONSE && error.message
            ? error.message
            : '',
        );
      }
      // No toast besides: the refusal is said once, in the dialog, where it is to be fixed (a toast
      // would make a screen reader announce it twice).
    }
  });

  // The filters come from the page, not from this form: a link edited by hand can hold what the
  // contract refuses (a search text over 100 characters).
  const filtersInvalid = Boolean(errors.filters);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-describedby={failure !== null ? failureId : undefined}
      className="space-y-5"
    >
      <div>
        <p className="text-sm font-medium text-gray-700">{t('castings.savedSearches.save.filters')}</p>
        <p className="mt-0.5 text-sm text-gray-900 wrap-anywhere" data-testid="save-search-filters">
          {savedSearchFiltersText(t, filters, currentLanguage())}
        </p>
        {filtersInvalid && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t('castings.savedSearches.save.filtersInvalid')}
          </p>
        )}
      </div>

      <FormInput
        {...register('name', { onChange: () => errors.name && clearErrors('name') })}
        label={t('castings.savedSearches.save.name')}
        helper={t('castings.savedSearches.save.nameHelper')}
        error={errors.name?.message}
        data-testid="save-search-name"
        data-autofocus
        type="text"
        autoComplete="off"
      />

      <div className="flex items-start gap-3">
        <input
          {...register('alerts')}
          id={alertsId}
          type="checkbox"
          aria-describedby={alertsHelperId}
          data-testid="save-search-alerts"
          className="mt-0.5 size-4 shrink-0 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        />
        <div>
          <label htmlFor={alertsId} className="text-sm font-medium text-gray-900">
            {t('castings.savedSearches.save.alerts')}
          </label>
          <p id={alertsHelperId} className="text-xs text-gray-600">
            {t('castings.savedSearches.save.alertsHelper')}
          </p>
        </div>
      </div>

      {failure !== null && (
        <p
          id={failureId}
          role="alert"
          data-testid="save-search-failure"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
        >
          {failure ? translateMessage(t, failure) : t('castings.savedSearches.save.failed')}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButtonClassName}>
          {t('castings.savedSearches.save.cancel')}
        </button>
        <Button type="submit" loading={isSubmitting} data-testid="save-search-submit">
          {t('castings.savedSearches.save.submit')}
        </Button>
      </div>
    </form>
  );
}
