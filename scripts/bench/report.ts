import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load.js';

export interface BenchRow extends LoadResult {
  engine: string;
  scenario: string;
  /** Requests per second relative to the baseline (the bare node:http server). */
  vsBaseline?: number;
  /** The machine's load average (1, 5, 15 minutes) when the row's run began: on a shared machine, part of the figure. */
  loadAverage?: string;
}

/** /proc/loadavg's three averages, e.g. '3.10 2.25 1.04'. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export interface TargetCheck {
  engine: string;
  target: string;
  measured: string;
  met: boolean;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '-');

/** Non-2xx answers and connection errors, so a fast row made of failures cannot pass unnoticed. */
function problems(row: LoadResult): string {
  const bad = Object.entries(row.statuses).filter(([status]) => !status.startsWith('2'));
  const parts = bad.map(([status, count]) => `${count}x${status}`);
  if (row.errors) parts.push(`${row.errors} errors`);
  return parts.join(' ') || '-';
}

export function printTable(rows: BenchRow[]): void {
  const withLoad = rows.some((row) => row.loadAverage !== undefined);
  const header = ['engine', 'scenario', 'conn', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'CPU µs', 'non-2xx/errors'];
  if (withLoad) header.push('load average');
  const lines = rows.map((row) => [
    row.engine,
    row.scenario,
    String(row.connections),
    row.rps.toFixed(0),
    ms(row.p50),
    ms(row.p99),
    row.vsBaseline === undefined ? '' : `${(row.vsBaseline * 100).toFixed(0)}%`,
    // The server's CPU per answer, where measured: what to compare between builds on a busy machine.
    row.serverCpuUs === undefined ? '' : row.serverCpuUs.toFixed(0),
    problems(row),
    ...(withLoad ? [row.loadAverage ?? ''] : []),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 && column <= 7 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ');
  console.log('\n' + format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

export function printTargets(targets: TargetCheck[]): void {
  console.log('\nTargets:');
  for (const target of targets)
    console.log(`  ${target.met ? 'MET   ' : 'MISSED'}  [${target.engine}] ${target.target}: ${target.measured}`);
  const missed = targets.filter((target) => !target.met).length;
  console.log(`${targets.length - missed} of ${targets.length} targets met.`);
}

/** bench/results.json (gitignored): the rows, the target checks and the machine they ran on. */
export function writeResults(
  file: string,
  data: { seconds: number; rows: BenchRow[]; targets: TargetCheck[]; notes: string[] },
): void {
  mkdirSync('bench', { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, ...data }, null, 2) + '\n');
  console.log(`\nWrote ${file}.`);
}
