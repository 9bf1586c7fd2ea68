import { describe, expect, it } from 'vitest';
import { rerunAfter } from './rerun-after';

/** A task whose runs wait until the test lets them end; `started` counts the runs begun. */
function heldTask() {
  const releases: Array<() => void> = [];
  const task = {
    started: 0,
    run: () => {
      task.started += 1;
      return new Promise<void>((resolve) => releases.push(resolve));
    },
    /** Ends the oldest run still waiting, and lets the wrapper go on. */
    async release() {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return task;
}

describe('rerunAfter', () => {
  it('answers calls made while a run is under way with one more run after it', async () => {
    const task = heldTask();
    const run = rerunAfter(() => task.run());
    const first = run();
    expect(task.started).toBe(1);
    // The state changes twice while the first run reads it: neither change may be lost.
    const during = [run(), run()];
    expect(task.started).toBe(1);
    await task.release();
    expect(task.started).toBe(2);
    await task.release();
    await Promise.all([first, ...during]);
    expect(task.started).toBe(2);
  });

  it('runs at once when nothing is under way', async () => {
    const task = heldTask();
    const run = rerunAfter(() => task.run());
    const first = run();
    await task.release();
    await first;
    const second = run();
    expect(task.started).toBe(2);
    await task.release();
    await second;
  });

  it('goes on after a run that failed', async () => {
    let runs = 0;
    const run = rerunAfter(async () => {
      runs += 1;
      if (runs === 1) throw new Error('the database went away');
    });
    await expect(run()).rejects.toThrow('the database went away');
    await run();
    expect(runs).toBe(2);
  });
});
