import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToListDialog } from './add-to-list-dialog';

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
      <AddToListDialog profileIds={open ? profileIds : []} onClose={() => setOpen(false)} />
    </>
  );
}
