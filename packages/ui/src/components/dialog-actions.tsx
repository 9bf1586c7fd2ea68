import type { ReactNode } from 'react';
import { secondaryButtonClassName } from '../link-styles';
import { SpinnerIcon } from './spinner';

/** What the confirming button does: brand (go on), green (accept), red (cannot be undone). */
export type ActionTone = 'primary' | 'success' | 'danger';

const toneClassName: Record<ActionTone, string> = {
  primary: 'bg-indigo-700 hover:bg-indigo-800 focus-visible:outline-indigo-700',
  success: 'bg-green-700 hover:bg-green-800 focus-visible:outline-green-700',
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
};

/** The solid button of a tone, also for the button that opens such a dialog. */
export function toneButtonClassName(tone: ActionTone): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 ${toneClassName[tone]}`;
}

interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the confirming button submits the form the actions stand in. */
  onConfirm?: () => void;
  /** While true the confirming button is disabled, busy for assistive technology, with a spinner. */
  busy?: boolean;
  /** A send under way may not be walked away from (the dialog closes when it ends). */
  cancelDisabled?: boolean;
  /** Irreversible confirmations focus the way out, so that Enter never does it by accident. */
  focusCancel?: boolean;
  tone?: ActionTone;
  confirmTestId?: string;
  className?: string;
}

/** A dialog's footer: the way out, then the confirming button (stacked, confirm on top, on a phone). */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  busy = false,
  cancelDisabled = false,
  focusCancel = false,
  tone = 'primary',
  confirmTestId,
  className = '',
}: DialogActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <button
        type="button"
        onClick={onCancel}
        disabled={cancelDisabled}
        data-autofocus={focusCancel || undefined}
        className={secondaryButtonClassName}
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid={confirmTestId}
        className={toneButtonClassName(tone)}
      >
        {busy && <SpinnerIcon className="size-4" />}
        {confirmLabel}
      </button>
    </div>
  );
}
