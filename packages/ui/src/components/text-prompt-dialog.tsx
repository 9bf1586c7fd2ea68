import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog } from './dialog';
import { type ActionTone, DialogActions } from './dialog-actions';
import { controlClassName, FormField } from './form-field';

interface TextPromptDialogProps {
  open: boolean;
  title: string;
  testId?: string;
  onClose: () => void;
  /** Shown above the field (what the confirmation will do). */
  intro?: ReactNode;
  label: string;
  helper?: string;
  textareaTestId?: string;
  cancelLabel: string;
  confirmLabel: ReactNode;
  confirmTestId?: string;
  tone?: ActionTone;
  /**
   * Checks the text and sends it; resolves with the message to show under the field, or null once
   * sent (the caller closes the dialog). The check is the caller's: a contract schema fetched on
   * first use (deferred-schema) keeps zod and a form library out of the page that opens the dialog.
   */
  onSubmit: (text: string) => Promise<string | null>;
}

/**
 * A dialog that asks one text before it confirms: a reason to reject, a message to the talent. The
 * field starts empty each time the dialog opens.
 */
export function TextPromptDialog({ open, title, testId, onClose, ...form }: TextPromptDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} testId={testId}>
      <TextPromptForm onClose={onClose} {...form} />
    </Dialog>
  );
}

function TextPromptForm({
  onClose,
  intro,
  label,
  helper,
  textareaTestId,
  cancelLabel,
  confirmLabel,
  confirmTestId,
  tone,
  onSubmit,
}: Omit<TextPromptDialogProps, 'open' | 'title' | 'testId'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      setError(await onSubmit(text));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {intro}
      <FormField label={label} helper={helper} error={error ?? undefined}>
        {(control) => (
          <textarea
            {...control}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
            rows={4}
            className={controlClassName}
            data-testid={textareaTestId}
          />
        )}
      </FormField>
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onClose}
        confirmLabel={confirmLabel}
        busy={sending}
        tone={tone}
        confirmTestId={confirmTestId}
      />
    </form>
  );
}
