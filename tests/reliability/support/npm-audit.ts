import { spawnSync } from 'node:child_process';

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export type AuditOutcome =
  { kind: 'checked'; counts: Record<Severity, number>; serious: string[] } | { kind: 'unavailable'; reason: string };

interface AuditReport {
  vulnerabilities?: Record<string, { name?: string; severity?: Severity; range?: string; via?: unknown[] }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
}

const SERIOUS: Severity[] = ['high', 'critical'];

/**
 * Reads `npm audit --json` output. A report without vulnerability counts is not a clean result:
 * the registry did not answer the audit (offline, a mirror without the advisory endpoint, an
 * error), and saying "no findings" then would be a lie.
 */
export function classifyAudit(stdout: string): AuditOutcome {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return {
      kind: 'unavailable',
      reason: `npm audit printed no JSON report (${stdout.trim().slice(0, 120) || 'nothing'})`,
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const status =
      report.statusCode && !report.message?.includes(String(report.statusCode)) ? `HTTP ${report.statusCode}` : '';
    const reason = [status, report.message, report.error?.code, report.error?.summary].filter(Boolean).join(' ').trim();
    return { kind: 'unavailable', reason: reason || 'the report has no vulnerability counts' };
  }
  const full = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts };
  const serious = Object.values(report.vulnerabilities ?? {})
    .filter((entry) => entry.severity && SERIOUS.includes(entry.severity))
    .map((entry) => `${entry.name} (${entry.severity}, ${entry.range ?? 'any version'})`);
  return { kind: 'checked', counts: full, serious };
}

/** `npm audit --omit=dev`: the dependencies a production install ships. Bounded to one minute. */
export function auditProductionDependencies(): AuditOutcome {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 60_000 });
  if (result.error) return { kind: 'unavailable', reason: `npm audit could not run: ${result.error.message}` };
  return classifyAudit(result.stdout);
}
