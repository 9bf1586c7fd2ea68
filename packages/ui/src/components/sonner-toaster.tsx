import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '../notify';

/**
 * Toasts sit top-right (§1), below the sticky top bar (64 px high) rather than over it, so they never
 * cover the user's name, avatar or menu; 16 px of air on wide screens, 8 px on phones.
 */
const TOP_BAR_HEIGHT = 64;

/** Sonner's Toaster as the apps show it; a chunk of its own, loaded by toaster.tsx. */
export default function SonnerToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      // Sonner names its region in English ("Notifications alt+T") unless told; it adds the shortcut.
      // The kit's notifications texts are public in both apps, so the sign-in page has it too.
      containerAriaLabel={t('notifications.toasts.region')}
      position="top-right"
      duration={TOAST_DEFAULT_MS}
      offset={{ top: TOP_BAR_HEIGHT + 16 }}
      mobileOffset={{ top: TOP_BAR_HEIGHT + 8 }}
    />
  );
}
