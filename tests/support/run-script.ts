import { execFile } from 'node:child_process';

/** Runs one of scripts/*.ts as `npm run` would (through tsx), with extra environment. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        if (error && error.code === undefined) reject(error);
        else resolve({ stdout, stderr, code: error ? Number(error.code) : 0 });
      },
    );
  });
}
