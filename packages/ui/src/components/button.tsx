import type { ComponentPropsWithRef } from 'react';
import { SpinnerIcon } from './spinner';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** While true the button is disabled, busy for assistive technology, and shows a spinner. */
  loading?: boolean;
}

export function Button({ loading = false, disabled, className = '', children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {loading && <SpinnerIcon className="size-4" />}
      {children}
    </button>
  );
}
