import type { Db } from '#server/db/connection.js';
import type { OidcFlowsTable } from '#server/db/schema.js';

export type OidcFlow = OidcFlowsTable;

export function createOidcFlowRepository(db: Db) {
  return {
    async save(flow: OidcFlow): Promise<void> {
      await db.insertInto('oidc_flows').values(flow).execute();
    },

    /** Removes and returns the flow for this state: a state can be used once only. */
    async take(state: string): Promise<OidcFlow | undefined> {
      return db.deleteFrom('oidc_flows').where('state', '=', state).returningAll().executeTakeFirst();
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('oidc_flows').where('expires_at', '<=', now).execute();
    },
  };
}

export type OidcFlowRepository = ReturnType<typeof createOidcFlowRepository>;
