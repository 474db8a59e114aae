import { describe, expect, it } from 'vitest';
import { createSlots } from '#server/credentials/hashing-slots.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('password hashing slots', () => {
  it('runs at most N tasks at once, the rest in arrival order, and passes results and errors through', async () => {
    const run = createSlots(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      active -= 1;
      if (id === 3) throw new Error('task 3 failed');
      return id * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => run(task(id))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual([10, 20, 'task 3 failed', 40, 50]);
    // A failed task gave its slot back: two more still run side by side.
    active = 0;
    peak = 0;
    await Promise.all([run(task(6)), run(task(7))]);
    expect(peak).toBe(2);
  });
});
