import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Engine } from '#harness/databases.js';
import { freePort } from '#harness/production-server.js';
import { startTestServer, type TestServer } from '#harness/test-server.js';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
}

/** accept: take every message; reject: answer 451 to every message; hang: never greet (a stuck server). */
export type SmtpMode = 'accept' | 'reject' | 'hang';

export interface LocalSmtpServer {
  /** What SMTP_URL should be to send here. */
  url: string;
  received: ReceivedMail[];
  setMode(mode: SmtpMode): void;
  /** The first message (already received or still to come) for which `match` is true. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The link of a received message that contains `part` (e.g. '/reset-password#token='). */
  linkIn(mail: ReceivedMail, part: string): string;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that parses what arrives with
 * mailparser, so tests read exactly what a mail client would: recipients, subject, text and HTML.
 */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let mode: SmtpMode = 'accept';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A hung client must not hold stop() for the default 30 s.
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (mode !== 'hang') callback();
      // hang: no greeting ever comes; the client's own timeout must give up.
    },
    onData(stream, session, callback) {
      if (mode === 'reject') {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
          };
          received.push(mail);
          arrivals.emit('mail', mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode(next) {
      mode = next;
    },
    waitForMail(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.off('mail', listener);
          reject(
            new Error(
              `no matching e-mail within ${timeoutMs} ms (received: ${received.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        const listener = (mail: ReceivedMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', listener);
          resolve(mail);
        };
        arrivals.on('mail', listener);
      });
    },
    linkIn(mail, part) {
      const link = mail.links.find((candidate) => candidate.includes(part));
      if (!link) throw new Error(`no link with ${part} in "${mail.subject}":\n${mail.text}`);
      return link;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment a server needs to send to this SMTP server. */
export function smtpEnv(smtp: LocalSmtpServer, extra: Record<string, string> = {}): Record<string, string> {
  return { SMTP_URL: smtp.url, MAIL_FROM: 'StudyHub <no-reply@studyhub.test>', MAIL_SEND_TIMEOUT: '2s', ...extra };
}

/**
 * A local SMTP server and an API test server sending to it; `stop` closes both. The server listens
 * on a port chosen beforehand, which its PUBLIC_URL names (sending over SMTP requires one), so the
 * links it mails open on it.
 */
export async function startServerWithMail(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ smtp: LocalSmtpServer; server: TestServer; stop(): Promise<void> }> {
  const smtp = await startSmtpServer();
  try {
    const port = String(await freePort());
    const server = await startTestServer(
      engine,
      smtpEnv(smtp, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }),
    );
    return {
      smtp,
      server,
      async stop() {
        await server.close();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}
