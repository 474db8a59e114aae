import { createTransport } from 'nodemailer';

export interface MailEnvelope {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one message to a mail server; rejects with a short reason on any failure. */
export interface MailTransport {
  deliver(message: MailEnvelope): Promise<void>;
}

/**
 * Nodemailer over SMTP (SMTP_URL: smtp:// with STARTTLS when offered, smtps:// for implicit TLS).
 * Every step has a timeout, and the whole attempt is bounded too, so a slow server cannot hold a
 * delivery forever; the outbox records the failure and tries again later.
 */
export function createSmtpTransport(options: { url: string; from: string; timeoutMs: number }): MailTransport {
  const transport = createTransport(
    {
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      // Never log message contents: they carry sign-in links.
      logger: false,
      debug: false,
    },
    { from: options.from },
  );
  return {
    async deliver(message) {
      let timer: NodeJS.Timeout | undefined;
      const overall = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the SMTP server within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      });
      try {
        await Promise.race([transport.sendMail(message), overall]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
