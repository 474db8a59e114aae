import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = spawnSync(NGINX, ['-v']).status === 0;
const SHIPPED = 'deploy/nginx/studyhub.conf';

/**
 * How long nginx keeps an instance out after one refused connection (`fail_timeout`). An instance
 * restarted sooner than this may still be out, so a rolling restart waits this long after /readyz
 * before stopping the next one (docs/DEPLOY.md, section 5).
 */
export function shippedFailTimeoutMs(): number {
  const match = /fail_timeout=(\d+)s/.exec(readFileSync(SHIPPED, 'utf8'));
  if (!match) throw new Error(`${SHIPPED} sets no fail_timeout`);
  return Number(match[1]) * 1000;
}

/**
 * Debian's nginx running deploy/nginx/studyhub.conf as shipped, with only its listen port and its
 * upstream instances' ports replaced, in a folder of its own (pid, logs, temp files).
 */
export async function startNginx(
  listenPort: number,
  instancePorts: number[],
): Promise<{ /** The master process; its workers are its children. */ pid: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studyhub-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const shipped = readFileSync(SHIPPED, 'utf8');
  // The shipped upstream lists example ports; the first line's options stand for every instance.
  const upstream = /^(\s*)server 127\.0\.0\.1:\d+( .*;)$/;
  let replaced = false;
  const site = shipped
    .split('\n')
    .flatMap((line) => {
      const match = upstream.exec(line);
      if (!match) return [line];
      if (replaced) return [];
      replaced = true;
      return instancePorts.map((port) => `${match[1]}server 127.0.0.1:${port}${match[2]}`);
    })
    .join('\n')
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace('listen [::]:80;', '');
  if (!replaced) throw new Error(`${SHIPPED} has no upstream server lines`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${listenPort}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
