import type { SavedSearchFilters } from '@talent/contract/notifications';
import { Icon } from '@talent/ui/components/icons';
import { Spinner } from '@talent/ui/components/spinner';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingListParams } from '../hooks/use-casting-list-params';
import { hasSavedSearchFilters, savedSearchFiltersOf } from './saved-search-filters';

// The dialog (with the form library and the contract's rules) and the list come when first used,
// fetched at idle time so a click never waits: the castings page itself stays light (DESIGN §5).
const loadDialog = () => import('./save-search-dialog');
const loadPanel = () => import('./saved-searches-panel');
const SaveSearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SaveSearchDialog })));
const SavedSearchesPanel = lazy(() => loadPanel().then((module) => ({ default: module.SavedSearchesPanel })));
const preload = () => {
  Promise.all([loadDialog(), loadPanel()]).catch((error: unknown) =>
    console.warn('Could not preload saved searches', error),
  );
};

/** The castings page's "Salvează căutarea" button and "Căutările mele salvate" disclosure. */
export function SavedSearchBar({ params }: { params: CastingListParams }) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggleId = useId();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [saving, setSaving] = useState<SavedSearchFilters | null>(null);
  const [listOpen, setListOpen] = useState(false);
  useIdleCallback(preload);

  const filters = useMemo(() => savedSearchFiltersOf(params), [params]);
  const canSave = hasSavedSearchFilters(filters);

  return (
    <div className="border-t border-gray-200 pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="button"
          data-testid="save-search"
          disabled={!canSave}
          aria-describedby={canSave ? undefined : hintId}
          onClick={() => setSaving(filters)}
          className={secondaryButtonClassName}
        >
          <Icon name="folder" className="size-4" />
          {t('castings.savedSearches.saveButton')}
        </button>
        {!canSave && (
          <p id={hintId} className="text-sm text-gray-700">
            {t('castings.savedSearches.saveHint')}
          </p>
        )}
        <button
          ref={toggleRef}
          id={toggleId}
          type="button"
          data-testid="saved-searches-toggle"
          aria-expanded={listOpen}
          aria-controls={panelId}
          onClick={() => setListOpen((open) => !open)}
          className={`${secondaryButtonClassName} sm:ml-auto`}
        >
          {t('castings.savedSearches.toggle')}
          <Icon name="arrowRight" className={`size-4 ${listOpen ? '-rotate-90' : 'rotate-90'}`} />
        </button>
      </div>

      <section
        ref={panelRef}
        id={panelId}
        aria-labelledby={toggleId}
        tabIndex={-1}
        hidden={!listOpen}
        className="mt-4 focus:outline-none"
      >
        {listOpen && (
          <Suspense fallback={<Spinner label={t('castings.savedSearches.list.loading')} className="py-6" />}>
            <SavedSearchesPanel
              onOpened={() => {
                // The page below now shows the search: fold the list away, keep focus on its toggle.
                setListOpen(false);
                toggleRef.current?.focus();
              }}
              onDeleted={() => panelRef.current?.focus()}
            />
          </Suspense>
        )}
      </section>

      {saving && (
        <Suspense fallback={null}>
          <SaveSearchDialog open onClose={() => setSaving(null)} filters={saving} />
        </Suspense>
      )}
    </div>
  );
}
