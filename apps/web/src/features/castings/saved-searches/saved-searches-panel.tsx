import type { SavedSearch } from '@talent/contract/notifications';
import { Button } from '@talent/ui/components/button';
import { ConfirmDeleteDialog } from '@talent/ui/components/confirm-delete-dialog';
import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/translate-message';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchFiltersText, savedSearchPath } from './saved-search-filters';
import './saved-search-messages';

interface SavedSearchesPanelProps {
  /** A search was opened: the castings page now shows it. */
  onOpened: () => void;
  /** After a delete, whose button is gone: where focus goes (the panel). */
  onDeleted: () => void;
}

/** "Căutările mele salvate": each search in words, its alerts, Open and Delete. */
export function SavedSearchesPanel({ onOpened, onDeleted }: SavedSearchesPanelProps) {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const deleteSavedSearch = useDeleteSavedSearch();
  const [confirming, setConfirming] = useState<SavedSearch | null>(null);
  useErrorToast(searches.error, t('castings.savedSearches.list.loadFailed'));

  const remove = async (search: SavedSearch) => {
    setConfirming(null);
    try {
      await deleteSavedSearch.mutateAsync(search.id);
      notify.success(t('castings.savedSearches.delete.success', { name: search.name }));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('castings.savedSearches.delete.failed')));
    } finally {
      // The Delete button that opened the dialog is gone (or disabled): keep focus in the panel.
      onDeleted();
    }
  };

  let content: ReactNode;
  if (searches.isPending) {
    content = <Spinner label={t('castings.savedSearches.list.loading')} className="py-6" />;
  } else if (searches.isError) {
    content = (
      <div className="space-y-3 py-2 text-center" data-testid="saved-searches-error">
        <p className="text-sm text-gray-800">{t('castings.savedSearches.list.loadFailed')}</p>
        <Button onClick={() => void searches.refetch()}>{t('castings.savedSearches.list.retry')}</Button>
      </div>
    );
  } else if (searches.data.length === 0) {
    content = (
      <div className="py-2 text-center" data-testid="saved-searches-empty">
        <p className="text-sm font-semibold text-gray-900">{t('castings.savedSearches.list.emptyTitle')}</p>
        <p className="mt-1 text-sm text-gray-700">{t('castings.savedSearches.list.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="space-y-3" data-testid="saved-searches-list">
        {searches.data.map((search) => (
          <li key={search.id}>
            <SavedSearchItem
              search={search}
              onOpened={onOpened}
              onDelete={setConfirming}
              deleting={deleteSavedSearch.isPending && deleteSavedSearch.variables === search.id}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {content}
      <ConfirmDeleteDialog
        open={confirming !== null}
        title={t('castings.savedSearches.delete.title', { name: confirming?.name ?? '' })}
        text={t('castings.savedSearches.delete.text')}
        confirmLabel={t('castings.savedSearches.delete.confirm')}
        cancelLabel={t('castings.savedSearches.delete.cancel')}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </>
  );
}

interface SavedSearchItemProps {
  search: SavedSearch;
  onOpened: () => void;
  onDelete: (search: SavedSearch) => void;
  deleting: boolean;
}

function SavedSearchItem({ search, onOpened, onDelete, deleting }: SavedSearchItemProps) {
  const { t } = useTranslation();
  const updateSavedSearch = useUpdateSavedSearch();

  const setAlerts = async (alerts: boolean) => {
    try {
      await updateSavedSearch.mutateAsync({ id: search.id, alerts });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('castings.savedSearches.list.alertsFailed')));
    }
  };

  return (
    <div
      data-testid="saved-search"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900 wrap-anywhere" data-testid="saved-search-name">
          {search.name}
        </p>
        <p className="mt-0.5 text-sm text-gray-700 wrap-anywhere" data-testid="saved-search-filters">
          {savedSearchFiltersText(t, search.filters, currentLanguage())}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 w-full items-center gap-2 pr-2 text-sm font-medium text-gray-900 sm:w-auto">
          <input
            type="checkbox"
            checked={search.alerts}
            onChange={(event) => void setAlerts(event.target.checked)}
            aria-label={t('castings.savedSearches.list.alertsOf', { name: search.name })}
            data-testid="saved-search-alerts"
            className="size-4 accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          />
          <span aria-hidden="true">{t('castings.savedSearches.list.alerts')}</span>
        </label>
        <Link
          to={savedSearchPath(search.filters)}
          onClick={onOpened}
          aria-label={t('castings.savedSearches.list.openOf', { name: search.name })}
          data-testid="saved-search-open"
          className={`${secondaryButtonClassName} flex-1 sm:flex-none`}
        >
          {t('castings.savedSearches.list.open')}
        </Link>
        <Button
          variant="danger"
          onClick={() => onDelete(search)}
          disabled={deleting}
          aria-label={t('castings.savedSearches.list.deleteOf', { name: search.name })}
          data-testid="saved-search-delete"
          className="flex-1 sm:flex-none"
        >
          {t('castings.savedSearches.list.delete')}
        </Button>
      </div>
    </div>
  );
}
