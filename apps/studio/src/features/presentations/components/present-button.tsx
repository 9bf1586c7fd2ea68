import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (its form and the contract's rules, with zod) loads when a director opens it.
const PresentDialog = lazy(() => import('./present-dialog'));

/** Who is presented: applicants chosen one by one, or a talent list's applicants to a casting chosen then. */
import type { PresentSource } from './present-source';

interface PresentButtonProps {
  source: PresentSource;
  /** The link was made (and shown): a selection behind the button has served. */
  onCreated?: () => void;
}

/** "Present to a producer": makes a link that shows these talents to someone without an account. */
export function PresentButton({ source, onCreated }: PresentButtonProps) {
  const { t } = useTranslation();
  // The talents presented, fixed when the dialog opens (the selection may change behind it).
  const [presenting, setPresenting] = useState<PresentSource | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setPresenting(
            'applicationIds' in source ? { ...source, applicationIds: [...source.applicationIds] } : source,
          )
        }
        className={`${secondaryButtonClassName} py-2`}
        data-testid="present-button"
      >
        {t('presentations.form.button')}
      </button>
      {presenting && (
        <Suspense fallback={null}>
          <PresentDialog
            source={presenting}
            onClose={(created) => {
              setPresenting(null);
              if (created) onCreated?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
