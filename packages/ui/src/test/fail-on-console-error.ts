import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error in a test is a bug a user could meet (a React warning, an unhandled failure):
 * collect them and fail the test that produced them (DESIGN §3). Call it first in a setup file, so
 * its check runs after that file's own clean-up (after-hooks run last-registered first) and still
 * catches what unmounting logs.
 */
export function failOnConsoleError(): void {
  let consoleErrors: unknown[][] = [];

  beforeEach(() => {
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
  });

  afterEach(() => {
    const errors = consoleErrors;
    consoleErrors = [];
    if (errors.length > 0) {
      throw new Error(
        `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
      );
    }
  });
}
