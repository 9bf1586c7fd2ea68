import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToListDialog } from './add-to-list-dialog';

/** "Add to list" for one talent, where another screen shows them (an applicant's review). */
export function AddToListButton({ profileId }: { profileId: string }) {
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
      <AddToListDialog profileIds={open ? [profileId] : []} onClose={() => setOpen(false)} />
    </>
  );
}
