import { Button } from '@talent/ui/components/button';
import { textLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';
import { useSetGuardianMode } from '../api/set-guardian-mode';
import '../settings-messages';
import { SettingsCard } from '@talent/ui/components/settings-card';
import { refreshUserAfter } from '../refresh-user-after';

/** Settings' Guardian Mode card (§2): what it is, whether it is on, and the switch. */
export function GuardianModeCard() {
  const { t } = useTranslation();
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const setGuardianMode = useSetGuardianMode();
  const stateId = useId();
  const enabled = Boolean(user?.isGuardianModeEnabled);

  const toggle = async () => {
    const enable = !enabled;
    try {
      await setGuardianMode.mutateAsync(enable);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('settings.guardian.failed')));
      return;
    }
    notify.success(t(enable ? 'settings.guardian.enabledSuccess' : 'settings.guardian.disabledSuccess'));
    // Children lists and whoever one may apply for depend on the mode.
    void queryClient.invalidateQueries({ queryKey: ['children'] });
    // The stored user drives the nav's Children entry: refreshed now, not at the next reload.
    await refreshUserAfter(refreshUser, 'changing guardian mode');
  };

  return (
    <SettingsCard
      title={t('settings.guardian.title')}
      testId="guardian-mode-card"
      description={t('settings.guardian.description')}
      aside={
        <span
          id={stateId}
          data-testid="guardian-mode-state"
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
            enabled ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-gray-100 text-gray-800 ring-gray-300'
          }`}
        >
          {t(enabled ? 'settings.guardian.stateOn' : 'settings.guardian.stateOff')}
        </span>
      }
    >
      <p className="mt-2 text-sm font-medium text-gray-900">{t('settings.guardian.adultsOnly')}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button
          data-testid="guardian-mode-toggle"
          loading={setGuardianMode.isPending}
          aria-describedby={stateId}
          onClick={() => void toggle()}
        >
          {t(enabled ? 'settings.guardian.disable' : 'settings.guardian.enable')}
        </Button>
        {enabled && (
          <Link to="/children" className={`${textLinkClassName} text-sm`}>
            {t('settings.guardian.manageChildren')}
          </Link>
        )}
      </div>
    </SettingsCard>
  );
}
