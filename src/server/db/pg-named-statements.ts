import { createHash } from 'node:crypto';
import type pg from 'pg';

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Gives every parameterised query a name derived from its text, so each connection asks
 * PostgreSQL to parse and plan it once and afterwards sends only Bind/Execute. Kysely sends unnamed
 * statements, which PostgreSQL parses and plans on every request: for the session gate that was
 * server CPU spent on the same 2 cores the app and its readers share. The PostgreSQL twin of the
 * SQLite statement cache in connection.ts; our queries come from a few fixed shapes, and past
 * `maxNames` distinct texts (an unexpected shape) queries simply go unnamed again.
 */
export function nameStatementsByText(pool: pg.Pool, maxNames = 500): void {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNames) {
      // PostgreSQL keeps 63 bytes of a name: a 160-bit digest in base64url is 27.
      name = `q_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    const named: QueryFunction = (config, values, callback) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameFor(config);
        if (name) return query({ name, text: config, values }, callback);
      }
      return query(config, values, callback);
    };
    client.query = named as typeof client.query;
  });
}
