import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Any console.error a test did not ask for fails it (DESIGN §3): errors that are only printed
 * would otherwise pass unnoticed.
 */
let unexpected: unknown[][] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    const printed = unexpected.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${printed}`);
  }
});
