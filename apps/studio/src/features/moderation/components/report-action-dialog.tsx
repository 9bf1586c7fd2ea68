import type { ModerationAction } from '@talent/contract/message-limits';
import type { Report } from '@talent/contract/messages';
import type { ActionTone } from '@talent/ui/components/dialog-actions';
import { TextPromptDialog } from '@talent/ui/components/text-prompt-dialog';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';
import type { ReportDecision } from '../api/reports';
import '../moderation-messages';

// The contract's rule for the decision (the note's limit), fetched when the dialog opens: the page
// loads no zod (see deferred-schema).
const decisionRules = deferredSchema(() =>
  import('@talent/contract/messages').then((m) => m.moderationDecisionSchema),
);

const TONES: Record<ModerationAction, ActionTone> = {
  DISMISS: 'primary',
  HIDE_MESSAGE: 'danger',
  SUSPEND_CASTING: 'danger',
  SUSPEND_CLIENT: 'danger',
};

export interface PendingDecision {
  report: Report;
  action: ModerationAction;
}

interface ReportActionDialogProps {
  /** The decision asked for; null keeps the dialog closed. */
  pending: PendingDecision | null;
  onClose: () => void;
  /** Sends the decision; the caller reports how it went and closes the dialog when done. */
  onDecide: (report: Report, decision: ReportDecision) => Promise<void>;
}

/** Confirms a decision on a report, saying what it does, with an optional note for the team. */
export function ReportActionDialog({ pending, onClose, onDecide }: ReportActionDialogProps) {
  const { t } = useTranslation();
  if (!pending) return null;
  const { report, action } = pending;
  const names = {
    casting: report.target.castingTitle ?? report.target.label,
    company: report.target.companyName ?? report.target.label,
  };
  return (
    <TextPromptDialog
      key={`${report.id}-${action}`}
      open
      title={t(`moderation.reports.dialog.title.${action}`, names)}
      testId="report-action-dialog"
      onClose={onClose}
      intro={
        <p className="text-sm text-gray-800" data-testid="report-action-intro">
          {t(`moderation.reports.dialog.intro.${action}`, names)}
        </p>
      }
      label={t('moderation.reports.dialog.note')}
      helper={t('moderation.reports.dialog.noteHelper')}
      textareaTestId="report-note"
      cancelLabel={t('moderation.reports.dialog.cancel')}
      confirmLabel={t(`moderation.reports.dialog.confirm.${action}`)}
      confirmTestId="report-action-confirm"
      tone={TONES[action]}
      rules={decisionRules}
      toInput={(note) => ({ action, note })}
      translate={(message) => translateMessage(t, message)}
      onSend={(decision) => onDecide(report, decision)}
    />
  );
}
