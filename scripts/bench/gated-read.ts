/**
 * The gated content read beside the bare node:http baseline (baseline-server.ts), which answers the
 * same requests (cookies and all) with the same bytes from memory. On shared cores the machine's
 * load moves from one second to the next, so the two are measured in back-to-back pairs and the
 * share is the median pair's (decision 0030).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure, type LoadResult } from './load.js';
import type { Runner } from './runner.js';

/** Baseline / gated read pairs per engine. */
const PAIRS = 3;

/** The baseline in its own process, like the app, so both compete with the load generator alike. */
async function startBaseline(json: Buffer, brotliAsset: Buffer, cleanups: Set<() => Promise<unknown>>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const files = [path.join(dir, 'body.json'), path.join(dir, 'asset.js.br')];
  writeFileSync(files[0]!, json);
  writeFileSync(files[1]!, brotliAsset);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/baseline-server.ts', ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(stop);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /baseline listening on (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

/** A response's bytes exactly as sent (fetch would undo the compression). */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

export async function hashedAssetPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(baseUrl + '/')).text();
  const match = /src="(\/assets\/index-[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html names no entry chunk');
  return match[1]!;
}

export interface GatedRead {
  /** The median pair: the gated read and the baseline measured just before it. */
  read: LoadResult;
  baseline: LoadResult;
  share: number;
  /** Every pair's share, in the order measured. */
  shares: number[];
  /** The baseline sending the app's brotli entry chunk. */
  asset: LoadResult;
}

/** Measures the gated read against the baseline in pairs; the runners record the median pair's rows. */
export async function measureGatedRead(options: {
  appUrl: string;
  /** The app server's process id, for its CPU time per answer. */
  appPid: number;
  contentPath: string;
  readers: string[];
  seconds: number;
  app: Runner;
  baseline: Runner;
  cleanups: Set<() => Promise<unknown>>;
}): Promise<GatedRead> {
  const { appUrl, readers, seconds, app, baseline, cleanups } = options;
  const json = await fetchRaw(appUrl + options.contentPath, { cookie: readers[0]! });
  const assetBytes = await fetchRaw(appUrl + (await hashedAssetPath(appUrl)), { 'accept-encoding': 'br' });
  const server = await startBaseline(json, assetBytes, cleanups);
  try {
    const bare = { url: server.url + '/json', connections: 64, seconds, cookies: readers, serverPid: server.pid };
    const gated = {
      url: appUrl + options.contentPath,
      connections: 64,
      seconds,
      cookies: readers,
      serverPid: options.appPid,
    };
    await baseline.warmUp(bare);
    await app.warmUp(gated);
    const pairs: Array<{ bare: LoadResult; gated: LoadResult; share: number }> = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const bareRun = await measure(bare);
      const gatedRun = await measure(gated);
      pairs.push({ bare: bareRun, gated: gatedRun, share: gatedRun.rps / bareRun.rps });
      console.log(
        `   pair ${pair + 1}: ${(pairs.at(-1)!.share * 100).toFixed(0)}% of the baseline; server CPU per answer ${gatedRun.serverCpuUs!.toFixed(0)} µs (baseline ${bareRun.serverCpuUs!.toFixed(0)} µs)`,
      );
    }
    const median = [...pairs].sort((a, b) => a.share - b.share)[Math.floor(PAIRS / 2)]!;
    baseline.record('baseline: same requests, same JSON bytes', median.bare, median.bare);
    app.record(`gated content (median of ${PAIRS} pairs)`, median.gated, median.bare);
    const asset = await measure({ url: server.url + '/asset', connections: 64, seconds });
    baseline.record('baseline: same entry chunk (br)', asset, asset);
    return {
      read: median.gated,
      baseline: median.bare,
      share: median.share,
      shares: pairs.map((pair) => pair.share),
      asset,
    };
  } finally {
    await server.stop();
    cleanups.delete(server.stop);
  }
}
