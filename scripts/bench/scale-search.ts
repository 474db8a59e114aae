/** The heavy user's search with notes (Ctrl+K over 947 long notes): typing, and typing after a save. */
import { NOTABLE_KINDS, type NotesResponse } from '#shared/api/notes.js';
import { cpuTimeUs, type LoadResult } from './load.js';
import type { Runner } from './runner.js';

/** A word every seeded note contains: the notes group is full, as for someone searching their notes. */
export const HEAVY_SEARCH_PATH = '/api/search?q=revise%20exercises';
/** Searches timed right after a save of one of the heavy user's notes. */
const SAVES = 20;

function summary(
  latencies: number[],
  seconds: number,
  statuses: Record<string, number>,
  serverCpuUs: number,
): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    connections: 1,
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: at(50),
    p99: at(99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    statuses,
    errors: 0,
    serverCpuUs,
  };
}

/**
 * One person typing in Ctrl+K is one connection asking again and again: that row shows what each
 * keystroke costs the heavy user. The second row saves one of their notes before every search (on
 * the same instance; another instance's save costs the same), so each search meets changed notes.
 */
export async function measureHeavySearch(options: {
  runner: Runner;
  url: string;
  /** The server's process: its CPU time per search is printed, steadier than latency on a busy machine. */
  serverPid: number;
  cookie: string;
  seconds: number;
}): Promise<void> {
  const { runner, url, serverPid, cookie, seconds } = options;
  const load = { url: url + HEAVY_SEARCH_PATH, connections: 1, seconds, cookies: [cookie], serverPid };
  await runner.warmUp(load);
  const typing = await runner.run('GET /api/search, heavy user (947 notes), 1 connection', load);
  console.log(`     server CPU per search ${typing.serverCpuUs!.toFixed(0)} µs`);

  const headers = { cookie, 'content-type': 'application/json' };
  const listed = (await (await fetch(`${url}/api/notes`, { headers })).json()) as NotesResponse;
  // The seed notes every item, also kinds a learner cannot write a note on (a save of those is 404).
  const edited = listed.notes.find((note) => (NOTABLE_KINDS as readonly string[]).includes(note.kind))!;
  let version = edited.version;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let cpuUs = 0;
  for (let save = 0; save < SAVES; save++) {
    const text = `${edited.text.slice(0, 1_900)} (saved ${save})`;
    const put = await fetch(`${url}/api/notes`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ itemId: edited.itemId, text, baseVersion: version }),
    });
    if (put.status !== 200) throw new Error(`saving the heavy user's note answered ${put.status}`);
    version = ((await put.json()) as { note: { version: number } }).note.version;
    const [before, cpuBefore] = [performance.now(), cpuTimeUs(serverPid)];
    const search = await fetch(url + HEAVY_SEARCH_PATH, { headers });
    await search.arrayBuffer();
    latencies.push(performance.now() - before);
    cpuUs += cpuTimeUs(serverPid) - cpuBefore;
    statuses[search.status] = (statuses[search.status] ?? 0) + 1;
  }
  // req/s over the searches' own time: the saves between them are not what this row measures.
  const searching = latencies.reduce((sum, value) => sum + value, 0) / 1000;
  const result = summary(latencies, searching, statuses, cpuUs / SAVES);
  runner.record('GET /api/search, heavy user, each right after a save', result);
  console.log(`     server CPU per search ${result.serverCpuUs!.toFixed(0)} µs`);
}
