/** Shown in the footer (§2, §9). */
export const APP_VERSION = '1.0.0';
