/**
 * For a test in a file tagged `database` whose outcome does not depend on the database engine: an
 * axe sweep, a layout measure, a screen drawn from content files, a signed-out form. It runs on
 * SQLite with the rest; CI's PostgreSQL run leaves it out (--tags-filter="database && !rendering"),
 * and what the same file reads and writes in the database still runs on both engines.
 */
export const RENDERING = { tags: ['rendering'] };
