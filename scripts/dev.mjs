/**
 * Development: the API server restarted on change (tsx watch, port 3000) and Vite's dev server with
 * hot reload on http://localhost:5173, which proxies /api to the API server.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Pages open on Vite's origin: links in e-mails (the outbox) and the CSRF check name it.
    env: { PUBLIC_URL: 'http://localhost:5173', LOG_FORMAT: 'pretty', ...process.env, PORT: '3000' },
  }),
  spawn('npx', ['vite', '--config', 'vite.config.ts'], { stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (API on http://localhost:3000).');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
