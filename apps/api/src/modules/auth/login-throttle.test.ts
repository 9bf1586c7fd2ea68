import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-throttle';

describe('loginDelayMs: the wait before checking a password of an e-mail with recent failures', () => {
  it('is none without failures, doubles from an eighth of the cap, and stays at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 20, 1000].map((failures) => loginDelayMs(failures, 3000))).toEqual([
      0, 375, 750, 1500, 3000, 3000, 3000, 3000,
    ]);
  });

  it('is none when turned off, and whole milliseconds for a small cap', () => {
    expect([0, 1, 4, 9].map((failures) => loginDelayMs(failures, 0))).toEqual([0, 0, 0, 0]);
    expect([1, 2, 3, 4, 5].map((failures) => loginDelayMs(failures, 4))).toEqual([1, 1, 2, 4, 4]);
  });
});
