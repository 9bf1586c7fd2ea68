import type { ComponentPropsWithRef } from 'react';
import { BUTTON_BASE_CLASS, BUTTON_VARIANT_CLASS } from '../link-styles';
import { SpinnerIcon } from './spinner';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** While true the button is disabled, busy for assistive technology, and shows a spinner. */
  loading?: boolean;
  variant?: keyof typeof BUTTON_VARIANT_CLASS;
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
      className={`${BUTTON_BASE_CLASS} ${BUTTON_VARIANT_CLASS[variant]} ${className}`}
    >
      {loading && <SpinnerIcon className="size-4" />}
      {children}
    </button>
  );
}
