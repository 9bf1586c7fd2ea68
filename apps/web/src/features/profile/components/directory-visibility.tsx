import { ADULT_AGE } from '@talent/contract/child-work-rules';
import { ageOn, romanianToday } from '@talent/contract/dates';
import type { TalentProfile } from '@talent/contract/profile';
import { LabelledSwitch } from '@talent/ui/components/labelled-switch';
import { LoadError } from '@talent/ui/components/load-error';
import { Spinner } from '@talent/ui/components/spinner';
import { textLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/translate-message';
import { useMyProfile } from '../api/get-my-profile';
import { useSetDiscoverable } from '../api/set-discoverable';

/**
 * The server's rule (decision 0024): an own profile is listed only when its owner is 18 or more
 * today (Romania's day), by the profile's date of birth; without one it cannot be shown to be an adult.
 */
function listingBlock(profile: TalentProfile): 'minor' | 'noBirthDate' | null {
  if (!profile.dateOfBirth) return 'noBirthDate';
  const age = ageOn(profile.dateOfBirth.slice(0, 10), romanianToday());
  return age !== null && age < ADULT_AGE ? 'minor' : null;
}

/**
 * Settings' "Visible to casting directors" (DESIGN §11): who sees the own profile in the studio's
 * talent search and what they see, and the switch (on by default). A minor's own account (13–17) is
 * never listed, so it gets the sentence saying so instead of a switch.
 */
export function DirectoryVisibility() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const setDiscoverable = useSetDiscoverable();

  if (profile.isPending) return <Spinner label={t('settings.directory.loading')} className="py-6" />;
  if (profile.isError) {
    return (
      <div className="mt-4">
        <LoadError
          message={t('settings.directory.loadFailed')}
          retryLabel={t('settings.directory.retry')}
          onRetry={() => void profile.refetch()}
          testId="directory-visibility-error"
        />
      </div>
    );
  }

  const block = listingBlock(profile.data);
  if (block === 'minor') {
    return (
      <p data-testid="directory-minor" className="mt-4 text-sm font-medium text-gray-900">
        {t('settings.directory.minor')}
      </p>
    );
  }

  const toggle = async (discoverable: boolean) => {
    try {
      await setDiscoverable.mutateAsync(discoverable);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('settings.directory.failed')));
      return;
    }
    notify.success(t(discoverable ? 'settings.directory.savedOn' : 'settings.directory.savedOff'));
  };
  // While saving, the switch shows where it is going.
  const checked = setDiscoverable.isPending ? Boolean(setDiscoverable.variables) : profile.data.discoverable;

  return (
    <div className="mt-4 space-y-3">
      <LabelledSwitch
        label={t('settings.directory.switch')}
        description={t('settings.directory.what')}
        checked={checked}
        busy={setDiscoverable.isPending}
        onChange={(on) => void toggle(on)}
        testId="directory-switch"
      />
      {block === 'noBirthDate' && (
        <p data-testid="directory-no-birth-date" className="text-sm text-gray-800">
          {t('settings.directory.noBirthDate')}{' '}
          <Link to="/profile" className={textLinkClassName}>
            {t('settings.directory.toProfile')}
          </Link>
        </p>
      )}
    </div>
  );
}
