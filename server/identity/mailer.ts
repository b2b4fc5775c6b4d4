import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable facts (a reset token), for the outbox and for tests. */
  data?: Record<string, string>;
}

/** How the server sends mail. The reference server has no mail relay: see `logMailer`. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Writes mail to the server's output at warn level, as a development outbox: the
 * `mail to <address>: <subject>` line first, then the mail's text, indented.
 */
export function logMailer(log: Pick<FastifyBaseLogger, 'warn'>): Mailer {
  return {
    async send(mail) {
      const body = mail.text
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n');
      log.warn(`mail to ${mail.to}: ${mail.subject}\n${body}`);
    },
  };
}
