import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FormInputProps } from '../components/form-input';

/**
 * The app's own pieces the shared public-page forms use: each app knows its own server messages
 * (the portal refuses staff, the studio talents), so their translation stays in the app.
 */
export interface AuthFormKit {
  FormInput: ComponentType<FormInputProps>;
  /** A message of the contract's schemas or of the server in the active language. */
  translateMessage: (t: TFunction, text: string) => string;
  /** The server's message for a failed call, translated when possible, else the fallback. */
  errorMessage: (t: TFunction, error: unknown, fallback: string) => Promise<string>;
  /** Fetches the server's error texts, so that translateMessage knows them. */
  loadServerMessages: () => Promise<void>;
}
