import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (the casting's sessions and slots) loads when a director opens it.
const AuditionInviteDialog = lazy(() => import('./audition-invite-dialog'));

export interface InviteToAuditionProps {
  castingId: string;
  /** The selected applications, in the list's order. */
  applicationIds: readonly string[];
  /** Their names as the list shows them, by application id. */
  names: ReadonlyMap<string, string>;
  /** The invitations are sent and their result read: the selection has served. */
  onInvited: () => void;
}

/** "Invite to audition" for the applicants selected: a session, optionally a slot, then who got what. */
export function InviteToAudition({ castingId, applicationIds, names, onInvited }: InviteToAuditionProps) {
  const { t } = useTranslation();
  // The applicants invited, fixed when the dialog opens (the selection may change behind it).
  const [inviting, setInviting] = useState<readonly string[] | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setInviting([...applicationIds])}
        className={`${secondaryButtonClassName} py-2`}
        data-testid="bulk-audition"
      >
        {t('auditions.invite.button')}
      </button>
      {inviting && (
        <Suspense fallback={null}>
          <AuditionInviteDialog
            castingId={castingId}
            applicationIds={inviting}
            names={names}
            onClose={(invited) => {
              setInviting(null);
              if (invited) onInvited();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
