/**
 * `npm run bench -- --only loop`: how long a heavy user's work holds the event loop, which every
 * other student's request waits behind. One in-process server on SQLite (better-sqlite3 reads on
 * the loop too) and one account with a long note on each of 947 items, in words from the catalogue
 * (a real vocabulary, not one sentence repeated). Each step is timed by a 1 ms ticker: the longest
 * gap between two ticks is the longest block, in wall time and in this process's CPU time (on a
 * busy machine the wall time also holds the time the process waited for a core; the CPU time does not).
 */
import os from 'node:os';
import { startTestServer } from '#harness/test-server.js';
import { signedInAccount } from '#harness/accounts.js';
import { searchDocuments } from '#shared/search-documents.js';
import { typedCatalogue } from '#server/content/typed-catalogue.js';
import { loadCatalogue } from '#server/content/load-catalogue.js';
import { NOTABLE_KINDS } from '#shared/api/notes.js';

const NOTES = 947;
const NOTE_LENGTH = 6_200;

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Runs `step` while a 1 ms ticker records the longest gap between ticks (wall and CPU). */
async function longestBlock(step: () => Promise<unknown>) {
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  let worst = { wall: 0, cpu: 0 };
  const ticker = setInterval(() => {
    const wall = performance.now();
    const cpu = cpuMs();
    if (wall - lastWall > worst.wall) worst = { wall: wall - lastWall, cpu: cpu - lastCpu };
    lastWall = wall;
    lastCpu = cpu;
  }, 1);
  const started = performance.now();
  try {
    await step();
  } finally {
    clearInterval(ticker);
  }
  return { ...worst, total: performance.now() - started };
}

export interface LoopBlockRow {
  step: string;
  longestWallMs: number;
  cpuInLongestMs: number;
  totalMs: number;
}

export async function measureLoopBlocks(): Promise<LoopBlockRow[]> {
  const server = await startTestServer('sqlite', { SEARCH_LIMIT: '1000', EXPORT_LIMIT: '1000', LOG_LEVEL: 'warn' });
  try {
    const account = await signedInAccount(server, { name: 'Heavy' });
    const documents = searchDocuments(typedCatalogue(await loadCatalogue('content'))).filter((doc) =>
      (NOTABLE_KINDS as readonly string[]).includes(doc.kind),
    );
    const words = documents.map((doc) => `${doc.title}. ${doc.text}`).join(' ');
    const now = Date.now();
    const rows = documents.slice(0, NOTES).map((doc, i) => {
      const from = (i * 997) % Math.max(1, words.length - NOTE_LENGTH);
      return {
        user_id: account.userId,
        item_id: doc.id,
        text: words.slice(from, from + NOTE_LENGTH),
        version: 1,
        updated_at: now - i,
      };
    });
    for (let from = 0; from < rows.length; from += 200)
      await server.db
        .insertInto('user_notes')
        .values(rows.slice(from, from + 200))
        .execute();
    const cookie = account.client.cookie!;
    const get = async (path: string) => {
      const response = await fetch(server.url + path, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    const results: LoopBlockRow[] = [];
    const measure = async (step: string, run: () => Promise<unknown>) => {
      const block = await longestBlock(run);
      results.push({ step, longestWallMs: block.wall, cpuInLongestMs: block.cpu, totalMs: block.total });
    };
    await measure(`first search with ${rows.length} notes (the index is built)`, () => get('/api/search?q=docker'));
    await measure('the next search (the index is kept)', () => get('/api/search?q=react'));
    await measure('a search right after one note is saved', async () => {
      const note = rows[0]!;
      const response = await account.client.put('/api/notes', {
        itemId: note.item_id,
        text: `${note.text} edited`,
        baseVersion: 1,
      });
      if (response.status !== 200) throw new Error(`saving a note answered ${response.status}`);
      await get('/api/search?q=kubernetes');
    });
    await measure('export, JSON', () => get('/api/account/export?format=json'));
    await measure('export, Markdown', () => get('/api/account/export?format=markdown'));
    return results;
  } finally {
    await server.close();
  }
}

export function printLoopBlocks(rows: LoopBlockRow[]) {
  console.log(
    `\n== the longest event-loop block per step (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  for (const row of rows)
    console.log(
      `   ${row.step.padEnd(58)} longest ${row.longestWallMs.toFixed(1).padStart(7)} ms wall, ` +
        `${row.cpuInLongestMs.toFixed(1).padStart(7)} ms CPU in it; step ${row.totalMs.toFixed(0)} ms`,
    );
}
