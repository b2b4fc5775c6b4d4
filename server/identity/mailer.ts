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

/** Writes mail to the server log at warn level, as a development outbox. */
export function logMailer(log: Pick<FastifyBaseLogger, 'warn'>): Mailer {
  return {
    async send(mail) {
      log.warn({ mail }, `mail to ${mail.to}: ${mail.subject}`);
    },
  };
}
