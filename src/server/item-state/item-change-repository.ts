import type { Db } from '#server/db/connection.js';
import { createItemStateRepository, type ItemStateRepository } from './item-state-repository.js';
import type { ChangeStamp, MergeOutcome } from '#shared/sync-merge.js';

export interface ItemKey {
  userId: string;
  kind: string;
  itemId: string;
}

/** The last applied change per item; a change and the item's new state commit together. */
export function createItemChangeRepository(db: Db) {
  const stampOf = async (trx: Db, key: ItemKey): Promise<ChangeStamp | undefined> => {
    const row = await trx
      .selectFrom('item_changes')
      .select(['changed_at', 'change_id'])
      .where('user_id', '=', key.userId)
      .where('kind', '=', key.kind)
      .where('item_id', '=', key.itemId)
      .executeTakeFirst();
    return row ? { changedAt: row.changed_at, changeId: row.change_id } : undefined;
  };

  /**
   * Records `stamp` as the item's last change only if it is later than the stored one, in one
   * statement (a concurrent sync of the same item waits for this row on PostgreSQL). False when a
   * later change got there first.
   */
  const claim = async (trx: Db, key: ItemKey, stamp: ChangeStamp): Promise<boolean> => {
    const result = await trx
      .insertInto('item_changes')
      .values({
        user_id: key.userId,
        kind: key.kind,
        item_id: key.itemId,
        changed_at: stamp.changedAt,
        change_id: stamp.changeId,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'kind', 'item_id'])
          .doUpdateSet({ changed_at: stamp.changedAt, change_id: stamp.changeId })
          .where((eb) =>
            eb.or([
              eb('item_changes.changed_at', '<', stamp.changedAt),
              eb.and([
                eb('item_changes.changed_at', '=', stamp.changedAt),
                eb('item_changes.change_id', '<', stamp.changeId),
              ]),
            ]),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  };

  return {
    /**
     * In one transaction: `decide` compares the change with the item's stored last change; when it
     * is applied, the stamp is claimed and `write` sets the item's state. A later change claimed by
     * another request in between makes it 'superseded' and writes nothing.
     */
    async apply(
      key: ItemKey,
      stamp: ChangeStamp,
      decide: (stored: ChangeStamp | undefined) => MergeOutcome,
      write: (items: ItemStateRepository) => Promise<void>,
    ): Promise<MergeOutcome> {
      return db.transaction().execute(async (trx) => {
        const outcome = decide(await stampOf(trx, key));
        if (outcome !== 'applied') return outcome;
        if (!(await claim(trx, key, stamp))) return 'superseded';
        // The item repository bound to this transaction, so the state commits with its stamp.
        await write(createItemStateRepository(trx));
        return 'applied';
      });
    },
  };
}

export type ItemChangeRepository = ReturnType<typeof createItemChangeRepository>;
