import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@talent/contract/message-limits';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog';
import { DialogActions } from '../components/dialog-actions';
import { notify } from '../notify';
import { sendReport } from './api/message-api';
import { useMessagesTexts } from './use-messages-texts';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is reported: a casting (its id), a message (its id) or a company (ConversationSummary.companyId). */
  targetType: ReportTarget;
  targetId: string;
  /** Where focus goes once the dialog closes (by default, the control that opened it). */
  returnFocus?: () => HTMLElement | null | undefined;
}

const TITLE_KEYS = {
  CASTING: 'messages.report.titleCasting',
  MESSAGE: 'messages.report.titleMessage',
  CLIENT: 'messages.report.titleCompany',
} as const;

/**
 * "Report": one of the five reasons and optional details, sent to POST /reports for the moderation
 * queue; a thank-you toast once it is in.
 */
export function ReportDialog(props: ReportDialogProps) {
  if (!props.open) return null;
  return <OpenReportDialog {...props} />;
}

function OpenReportDialog({ onClose, targetType, targetId, returnFocus }: ReportDialogProps) {
  useMessagesTexts();
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { details: useId(), counter: useId(), error: useId() };
  const send = useMutation({
    mutationFn: sendReport,
    onSuccess: () => {
      notify.success(t('messages.report.thanks'));
      onClose();
    },
    onError: () => setError(t('messages.report.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t('messages.report.reasonRequired'));
    const trimmed = details.trim();
    if (trimmed.length > REPORT_DETAILS_MAX)
      return setError(t('messages.report.detailsTooLong', { max: REPORT_DETAILS_MAX }));
    setError(null);
    send.mutate({ targetType, targetId, reason, ...(trimmed ? { details: trimmed } : {}) });
  };

  return (
    <Dialog
      open
      onClose={() => !send.isPending && onClose()}
      title={t(TITLE_KEYS[targetType])}
      returnFocus={returnFocus}
      testId="report-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">{t('messages.report.reason')}</legend>
          <div className="mt-2 space-y-2">
            {REPORT_REASONS.map((value, index) => (
              <label key={value} className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  data-autofocus={index === 0 || undefined}
                  className="mt-0.5 size-4 accent-indigo-700"
                />
                {t(`messages.report.reasons.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.details} className="block text-sm font-medium text-gray-900">
            {t('messages.report.details')}
          </label>
          <textarea
            id={ids.details}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            rows={4}
            aria-describedby={ids.counter}
            aria-invalid={details.trim().length > REPORT_DETAILS_MAX || undefined}
            className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30"
          />
          <p
            id={ids.counter}
            className={`mt-1 text-right text-xs ${details.trim().length > REPORT_DETAILS_MAX ? 'font-semibold text-red-800' : 'text-gray-700'}`}
          >
            {t('messages.report.counter', { count: details.trim().length, max: REPORT_DETAILS_MAX })}
          </p>
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <DialogActions
          cancelLabel={t('messages.report.cancel')}
          onCancel={onClose}
          cancelDisabled={send.isPending}
          confirmLabel={t('messages.report.send')}
          busy={send.isPending}
          confirmTestId="report-send"
        />
      </form>
    </Dialog>
  );
}

export default ReportDialog;
