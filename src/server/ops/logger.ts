import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export interface LogConfig {
  level: string;
  format: LogFormat;
}

/**
 * The server's one logger: a JSON line per event on standard output (what a log collector reads),
 * or coloured lines for a terminal (LOG_FORMAT=pretty, the default under `npm run dev`). Fields that
 * could carry a secret are redacted wherever they appear, as a second line of defence: the request
 * log names none of them in the first place.
 */
export function createLogger(config: LogConfig, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level: config.level,
    base: undefined,
    redact: {
      paths: ['password', 'token', 'cookie', 'email', '*.password', '*.token', '*.cookie', '*.email'],
      censor: '[redacted]',
    },
  };
  if (config.format === 'pretty') {
    return pino(options, pretty({ colorize: true, destination: destination ?? 1, sync: true }));
  }
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
