import { SpinnerIcon } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { downloadApplicantsCsv } from '../api/export-csv';
import { type ApplicantListParams, csvSearch } from '../applicant-query';

/** Downloads every applicant of the current filter and sort (not only this page), in the UI's language. */
export function ExportCsvButton({ castingId, params }: { castingId: string; params: ApplicantListParams }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await downloadApplicantsCsv(castingId, csvSearch(params, currentLanguage()));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('applicants.export.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={secondaryButtonClassName}
      data-testid="export-csv"
    >
      {busy && <SpinnerIcon className="size-4" />}
      {t('applicants.export.button')}
    </button>
  );
}
