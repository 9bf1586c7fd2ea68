import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog, its lists and its form load on the first click: the applicant pages that show this
// button keep their first load under budget (DESIGN §5).
const AddToListDialog = lazy(() =>
  import('./add-to-list-dialog').then((module) => ({ default: module.AddToListDialog })),
);

/** "Add to list" for talents another screen shows (an applicant's review, the selected applicants). */
export function AddToListButton({ profileIds }: { profileIds: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${secondaryButtonClassName} py-2`}
        data-testid="add-to-list"
      >
        {t('directory.lists.add')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToListDialog profileIds={profileIds} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
