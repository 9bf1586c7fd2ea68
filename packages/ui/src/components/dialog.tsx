import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  /** Escape, the backdrop's cancel and the caller's own buttons all end here: the caller owns `open`. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Where focus goes on close, asked at that moment; by default the element that had it when the
   * dialog opened (if it is still on the page).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: showModal() puts it in the top layer and makes the
 * page behind it inert. On top of that, Tab and Shift+Tab wrap inside it, Escape closes it through
 * `onClose`, the control marked `data-autofocus` (else the dialog) takes focus on open, and focus
 * goes back where it came from on close.
 * (Where showModal is missing, as in jsdom, it opens as a plain dialog with the same keyboard rules.)
 */
export function Dialog({ open, onClose, title, children, returnFocus, testId }: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} title={title} returnFocus={returnFocus} testId={testId}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ onClose, title, children, returnFocus, testId }: Omit<DialogProps, 'open'>) {
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The control marked data-autofocus, else the dialog itself (its name is read out), never a
    // Cancel button by accident of order.
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      // Runs after React removed the dialog, and maybe the opener with it (an Apply button is gone
      // once applied): the caller may name another target; the opener only while still on the page.
      const target = returnFocusRef.current?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // The browser's own cancel (Escape where keydown did not reach us, a device's back gesture).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/60 focus:outline-none"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}
