import { describe, expect, it } from 'vitest';
import { clampToNow, compareStamps, mergeOutcome, type ChangeStamp } from '#shared/sync-merge.js';

const stamp = (changedAt: number, changeId: string): ChangeStamp => ({ changedAt, changeId });

describe('the offline merge rule (last change wins, idempotent replays)', () => {
  it('applies the first change an item gets', () => {
    expect(mergeOutcome(undefined, stamp(10, 'a'))).toBe('applied');
  });

  it('applies a later change and refuses an earlier one, whichever arrives first', () => {
    expect(mergeOutcome(stamp(10, 'a'), stamp(20, 'b'))).toBe('applied');
    expect(mergeOutcome(stamp(20, 'b'), stamp(10, 'a'))).toBe('superseded');
  });

  it('recognises the same change sent again, before or after a later one', () => {
    expect(mergeOutcome(stamp(10, 'a'), stamp(10, 'a'))).toBe('duplicate');
    // Replayed after a later change won: still nothing changes.
    expect(mergeOutcome(stamp(20, 'b'), stamp(10, 'a'))).toBe('superseded');
  });

  it('orders changes made in the same millisecond by id, the same way everywhere', () => {
    expect(compareStamps(stamp(10, 'a'), stamp(10, 'b'))).toBeLessThan(0);
    expect(mergeOutcome(stamp(10, 'a'), stamp(10, 'b'))).toBe('applied');
    expect(mergeOutcome(stamp(10, 'b'), stamp(10, 'a'))).toBe('superseded');
  });

  it('replaying any sequence of changes in any order ends with the latest one', () => {
    const changes = [stamp(5, 'e'), stamp(30, 'c'), stamp(30, 'd'), stamp(1, 'z'), stamp(12, 'k')];
    const orders = [changes, [...changes].reverse(), [changes[2]!, changes[0]!, changes[4]!, changes[1]!, changes[3]!]];
    for (const order of orders) {
      let stored: ChangeStamp | undefined;
      for (const change of [...order, ...order]) if (mergeOutcome(stored, change) === 'applied') stored = change;
      expect(stored).toEqual(stamp(30, 'd'));
    }
  });

  it("never takes a change as made after the server's now", () => {
    expect(clampToNow(5_000, 4_000)).toBe(4_000);
    expect(clampToNow(3_000, 4_000)).toBe(3_000);
  });
});
