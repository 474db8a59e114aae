/**
 * `node scripts/schema-load-time.mjs [source root] [runs]`: what loading the shared schema modules
 * costs, as the browser runs them (zod/mini, jitless). esbuild bundles every module of
 * src/shared/api and src/shared/content, and text-fields.ts, into one file with zod left out; each
 * run is a fresh Node process that loads zod first, then measures the CPU time of importing that
 * file (its parse, and every schema its modules build at load), then of building every lazySchema
 * it exports (what first use costs, spread over the pages that parse with them). Prints the
 * medians. The source root (default: this checkout) may be an older tree's copy, with its
 * package.json, to compare against; node_modules comes from this checkout.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(process.argv[2] ?? '.');
const runs = Number(process.argv[3] ?? 31);
const modules = [
  ...['src/shared/api', 'src/shared/content'].flatMap((dir) =>
    readdirSync(path.join(root, dir)).map((file) => `${dir}/${file}`),
  ),
  'src/shared/text-fields.ts',
].filter((file) => file.endsWith('.ts'));

// The bundle sits in this checkout, so that its `import 'zod/mini'` finds node_modules.
const out = mkdtempSync(path.resolve('.schema-load-'));
const entry = path.join(root, '.schema-load-entry.mjs');
try {
  writeFileSync(entry, modules.map((file, i) => `export * as m${i} from './${file}';`).join('\n'));
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    external: ['zod', 'zod/*'],
    outfile: path.join(out, 'schemas.mjs'),
    absWorkingDir: root,
    logLevel: 'error',
  });
  const run = `
    import { config } from 'zod/mini';
    config({ jitless: true });
    const cpu = (since) => { const used = process.cpuUsage(since); return (used.user + used.system) / 1000; };
    let since = process.cpuUsage();
    const loaded = await import(${JSON.stringify(path.join(out, 'schemas.mjs'))});
    const importMs = cpu(since);
    const lazy = Object.values(loaded).flatMap(Object.values).filter((value) => value?._zod?.def?.type === 'lazy');
    since = process.cpuUsage();
    for (const schema of lazy) void schema._zod.innerType;
    console.log(JSON.stringify([importMs, cpu(since), lazy.length]));`;
  const samples = Array.from({ length: runs }, () =>
    JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', run], { cwd: out }).toString()),
  );
  const median = (index) => samples.map((sample) => sample[index]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  console.log(
    `${modules.length} schema modules: import ${median(0).toFixed(1)} ms CPU; then building all ${median(2)} ` +
      `lazy schemas ${median(1).toFixed(1)} ms (medians of ${runs} processes)`,
  );
} finally {
  rmSync(entry, { force: true });
  rmSync(out, { recursive: true, force: true });
}
