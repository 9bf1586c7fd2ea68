/** A text link in the brand colour, underlined on hover, with a visible focus ring. */
export const textLinkClassName =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 rounded-sm';

/** The button's look, once: the frame and each variant (Button draws them; links take the same). */
export const BUTTON_BASE_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';
export const BUTTON_VARIANT_CLASS = {
  primary:
    'bg-indigo-700 text-white hover:bg-indigo-800 focus-visible:outline-indigo-700 disabled:opacity-70',
  /** A destructive action (delete, reject): red on white, so it is not taken for the main one. */
  danger:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700 disabled:opacity-60',
  /** A quiet action beside the main one (cancel, clear). */
  secondary:
    'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-indigo-700 disabled:opacity-60',
} as const;

/** A link that looks like the primary button. */
export const buttonLinkClassName = `${BUTTON_BASE_CLASS} ${BUTTON_VARIANT_CLASS.primary}`;

/** A quiet secondary button or link: white with a grey border. */
export const secondaryButtonClassName = `${BUTTON_BASE_CLASS} ${BUTTON_VARIANT_CLASS.secondary}`;
