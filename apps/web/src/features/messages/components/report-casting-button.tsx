import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { LazyReportDialog } from '@talent/ui/messages/lazy-report-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Report this casting" (a scam, a request for money…): the kit's report dialog, fetched when opened. */
export function ReportCastingButton({ castingId }: { castingId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="report-casting"
        className={`${secondaryButtonClassName} w-full`}
      >
        {t('castings.detail.report')}
      </button>
      <LazyReportDialog
        open={open}
        onClose={() => setOpen(false)}
        targetType="CASTING"
        targetId={castingId}
      />
    </>
  );
}
