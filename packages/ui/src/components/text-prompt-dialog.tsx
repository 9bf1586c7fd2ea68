import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { DeferredSchema } from '../forms/deferred-schema';
import { Dialog } from './dialog';
import { type ActionTone, DialogActions } from './dialog-actions';
import { controlClassName, FormField } from './form-field';

/** What the dialog needs of a contract schema (a zod schema has it), without importing zod. */
export interface TextRule<Data> {
  safeParse(
    input: unknown,
  ): { success: true; data: Data } | { success: false; error: { issues: readonly { message: string }[] } };
}

interface TextPromptDialogProps<Data> {
  open: boolean;
  title: string;
  testId?: string;
  onClose: () => void;
  /** The Dialog's returnFocus: where focus goes once the dialog closed (by default its opener). */
  returnFocus?: () => HTMLElement | null | undefined;
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
   * The contract's rule for what is sent, fetched when the dialog opens (deferred-schema): the page
   * that opens the dialog loads neither zod nor a form library.
   */
  rules: DeferredSchema<TextRule<Data>>;
  /** What the rule checks, made from the typed text ({ reason }, { message }, …). */
  toInput: (text: string) => unknown;
  /** A rule's message in the active language (the app's translateMessage). */
  translate: (message: string) => string;
  /** Sends what passed the rule; the caller reports a failure and closes the dialog when done. */
  onSend: (data: Data) => Promise<void>;
}

/**
 * A dialog that asks one text before it confirms: a reason to reject, a message to the talent. The
 * field starts empty each time the dialog opens; the rule's first message shows under it.
 */
export function TextPromptDialog<Data>({
  open,
  title,
  testId,
  onClose,
  returnFocus,
  ...form
}: TextPromptDialogProps<Data>) {
  const { rules } = form;
  useEffect(() => {
    if (open) rules.preload();
  }, [open, rules]);
  return (
    <Dialog open={open} onClose={onClose} title={title} testId={testId} returnFocus={returnFocus}>
      <TextPromptForm onClose={onClose} {...form} />
    </Dialog>
  );
}

function TextPromptForm<Data>({
  onClose,
  intro,
  label,
  helper,
  textareaTestId,
  cancelLabel,
  confirmLabel,
  confirmTestId,
  tone,
  rules,
  toInput,
  translate,
  onSend,
}: Omit<TextPromptDialogProps<Data>, 'open' | 'title' | 'testId'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const parsed = (await rules.load()).safeParse(toInput(text));
      if (!parsed.success) {
        setError(translate(parsed.error.issues[0]?.message ?? ''));
        return;
      }
      await onSend(parsed.data);
      setError(null);
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
