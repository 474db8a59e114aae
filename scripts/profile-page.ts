/**
 * `npm run profile:page -- /front-end [--throttle 4]`: opens one signed-in page from the address
 * bar in Debian's Chromium with the CPU slowed as Lighthouse's phone profile does, records a CPU
 * profile of the load, and prints the functions with the most self and total time. For readable
 * names build without minifying first: `npx vite build --minify false` (then `npm run build`).
 * This found the Intl formatter (220 ms) and the per-chunk stylesheets (see docs/decisions.md).
 */
import { parseArgs } from 'node:util';
import { signedInPage } from '#harness/browser.js';
import { closeSuite, startAppAndBrowser } from '#harness/signed-in-suite.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { throttle: { type: 'string', default: '4' } },
});
const pathname = positionals[0] ?? '/';

/** The parts of a DevTools CPU profile (Profiler.stop) read here. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self and total milliseconds per function (name, file and line), from a sampled profile. */
function summarise(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/.*\//, '')}:${node.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
  (profile.samples ?? []).forEach((id, index) => {
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    add(self, label(nodes.get(id)!), ms);
    const counted = new Set<string>(); // a recursive function counts once per sample
    for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
      const key = label(nodes.get(current)!);
      if (!counted.has(key)) add(total, key, ms);
      counted.add(key);
    }
  });
  return { self, total };
}

function printTop(title: string, times: Map<string, number>, count: number) {
  console.log(`\n${title}`);
  [...times]
    .filter(([key]) => !/^\((idle|root|program)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .forEach(([key, ms]) => console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`));
}

const { app, browser } = await startAppAndBrowser();
try {
  const signedIn = await signedInPage(browser, app);
  const tab = await signedIn.context().newPage();
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await tab.goto(app.url + pathname);
  await tab.waitForLoadState('networkidle');
  const loadedMs = Date.now() - started;
  await tab.waitForTimeout(1000); // effects and observers that run after the network is quiet
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`${pathname}: network idle after ${loadedMs} ms at ${values.throttle}x CPU slowdown`);
  const { self, total } = summarise(profile);
  printTop('Self time', self, 25);
  printTop('Total time (including callees)', total, 40);
} finally {
  await closeSuite({ app, browser });
}
