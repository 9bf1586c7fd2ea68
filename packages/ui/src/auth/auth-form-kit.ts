import type { TFunction } from 'i18next';
import type { ComponentPropsWithRef, ComponentType } from 'react';

/** What an app's FormInput takes: a labelled input of a react-hook-form form. */
export interface AuthFormInputProps extends ComponentPropsWithRef<'input'> {
  label: string;
  helper?: string | undefined;
  /** The field's error as the form's rules or the server gave it (the contract's text). */
  error?: string | undefined;
}

/**
 * The app's own pieces the shared public-page forms use: each app knows its own server messages
 * (the portal refuses staff, the studio talents), so their translation stays in the app.
 */
export interface AuthFormKit {
  FormInput: ComponentType<AuthFormInputProps>;
  /** A message of the contract's schemas or of the server in the active language. */
  translateMessage: (t: TFunction, text: string) => string;
  /** The server's message for a failed call, translated when possible, else the fallback. */
  errorMessage: (t: TFunction, error: unknown, fallback: string) => Promise<string>;
  /** Fetches the server's error texts, so that translateMessage knows them. */
  loadServerMessages: () => Promise<void>;
}
