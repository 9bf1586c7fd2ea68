import type { ComponentPropsWithRef } from 'react';
import { SpinnerIcon } from './spinner';

const VARIANTS = {
  primary:
    'bg-indigo-700 text-white hover:bg-indigo-800 focus-visible:outline-indigo-700 disabled:opacity-70',
  /** A destructive action (delete, reject): red on white, so it is not taken for the main one. */
  danger:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700 disabled:opacity-60',
  /** A quiet action beside the main one (cancel, clear): drawn as secondaryButtonClassName draws links. */
  secondary:
    'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-indigo-700 disabled:opacity-60',
} as const;

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** While true the button is disabled, busy for assistive technology, and shows a spinner. */
  loading?: boolean;
  variant?: keyof typeof VARIANTS;
}

export function Button({
  loading = false,
  variant = 'primary',
  disabled,
  className = '',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {loading && <SpinnerIcon className="size-4" />}
      {children}
    </button>
  );
}
