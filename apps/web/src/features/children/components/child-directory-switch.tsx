import type { Child } from '@talent/contract/children';
import { LabelledSwitch } from '@talent/ui/components/labelled-switch';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { useUpdateChild } from '../api/update-child';
import '../children-messages';

/**
 * Whether the child is in the studio's talent search (DESIGN §10, §11): off until the guardian turns
 * it on, and said plainly what a casting director then sees (first name only, photos by links that
 * expire, never the guardian's contact details). Saved the moment it is flipped.
 */
export function ChildDirectorySwitch({ child, name }: { child: Child; name: string }) {
  const { t } = useTranslation();
  const update = useUpdateChild();

  const toggle = async (discoverable: boolean) => {
    try {
      await update.mutateAsync({ id: child.id, changes: { discoverable } });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('children.directory.failed')));
      return;
    }
    notify.success(
      t(discoverable ? 'children.directory.savedOn' : 'children.directory.savedOff', {
        name: child.firstName,
      }),
    );
  };
  const checked = update.isPending ? Boolean(update.variables?.changes.discoverable) : child.discoverable;

  return (
    <LabelledSwitch
      label={t('children.directory.switch', { name })}
      description={t('children.directory.what', { firstName: child.firstName })}
      checked={checked}
      busy={update.isPending}
      onChange={(on) => void toggle(on)}
      testId="child-directory-switch"
    />
  );
}
