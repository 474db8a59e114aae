/**
 * The merge rule for changes made on several devices (server and device both use it): per item,
 * the change made last wins; equal times are ordered by change id, so every server and device
 * picks the same winner. A change that was already applied changes nothing when it comes again.
 */
export interface ChangeStamp {
  changedAt: number;
  changeId: string;
}

export type MergeOutcome = 'applied' | 'duplicate' | 'superseded';

/** Negative when a was made before b, positive after, 0 for the same change. */
export function compareStamps(a: ChangeStamp, b: ChangeStamp): number {
  if (a.changedAt !== b.changedAt) return a.changedAt - b.changedAt;
  return a.changeId < b.changeId ? -1 : a.changeId > b.changeId ? 1 : 0;
}

/** What happens to `incoming` when the item's last applied change is `stored` (none yet: undefined). */
export function mergeOutcome(stored: ChangeStamp | undefined, incoming: ChangeStamp): MergeOutcome {
  if (!stored) return 'applied';
  if (stored.changeId === incoming.changeId) return 'duplicate';
  return compareStamps(incoming, stored) > 0 ? 'applied' : 'superseded';
}

/** A device's clock may run ahead: a change is never taken as made later than the server's now. */
export function clampToNow(changedAt: number, now: number): number {
  return Math.min(changedAt, now);
}
