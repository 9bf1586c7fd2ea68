import type { NotificationType } from '@talent/contract/notifications';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../components/labelled-switch';
import { Spinner } from '../components/spinner';
import { secondaryButtonClassName } from '../link-styles';
import { notify } from '../notify';
import { useNotificationPreferences } from './api/get-notification-preferences';
import { useSetEmailPreference } from './api/update-notification-preferences';

/**
 * One switch per type of notice the reader can receive (the server lists exactly those): on, it also
 * comes by e-mail. Each change is saved at once and confirmed by a toast; a refused one flips back.
 * The app puts it in its own card, under its own heading.
 */
export function EmailPreferences() {
  const { t, i18n } = useTranslation();
  const preferences = useNotificationPreferences();
  const setPreference = useSetEmailPreference();

  if (preferences.isPending) {
    return <Spinner label={t('notifications.preferences.loading')} className="py-8" />;
  }
  if (preferences.isError) {
    return (
      <div
        role="alert"
        data-testid="email-preferences-error"
        className="mt-4 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
      >
        <p className="font-medium">{t('notifications.preferences.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void preferences.refetch()}
          className={`${secondaryButtonClassName} mt-3`}
        >
          {t('notifications.preferences.retry')}
        </button>
      </div>
    );
  }

  // A type this app has no name for (newer than the app) is left out rather than shown as a key.
  const types = Object.keys(preferences.data.email).filter((type) =>
    i18n.exists(`notifications.types.${type}.name`),
  ) as NotificationType[];
  if (types.length === 0) {
    return <p className="mt-4 text-sm text-gray-700">{t('notifications.preferences.none')}</p>;
  }

  const toggle = async (type: NotificationType, email: boolean) => {
    const name = t(`notifications.types.${type}.name`);
    try {
      await setPreference.mutateAsync({ type, email });
    } catch {
      notify.error(t('notifications.preferences.saveFailed', { type: name }));
      return;
    }
    notify.success(
      t(email ? 'notifications.preferences.savedOn' : 'notifications.preferences.savedOff', { type: name }),
    );
  };

  return (
    <ul className="mt-4 divide-y divide-gray-200" data-testid="email-preferences">
      {types.map((type) => (
        <li key={type} className="py-4 first:pt-0 last:pb-0">
          <LabelledSwitch
            label={t(`notifications.types.${type}.name`)}
            description={t(`notifications.types.${type}.description`)}
            checked={preferences.data.email[type] === true}
            onChange={(email) => void toggle(type, email)}
            testId={`email-preference-${type}`}
          />
        </li>
      ))}
    </ul>
  );
}
