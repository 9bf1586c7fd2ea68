import type { ComponentProps } from 'react';

const smallButtonClassName =
  'rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60';

/**
 * The portal's small secondary button (white, grey border): beside a form's main button, on a media
 * tile, in a dialog of its own. Never submits: a form's main button does that.
 */
export function SmallButton({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <button
      {...props}
      type="button"
      className={className ? `${smallButtonClassName} ${className}` : smallButtonClassName}
    />
  );
}
