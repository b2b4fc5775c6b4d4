import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors';

export interface LoadSheddingSettings {
  /** Requests one process works on at once; more are answered 503 at once. 0: no limit. */
  maxInFlight: number;
  /** Answer 503 while the event loop runs this late on average (ms); 0: never. */
  maxEventLoopDelayMs: number;
  /** What the 503 asks the client to wait, in seconds. */
  retryAfterSeconds: number;
}

const COUNTED = Symbol('vs.inFlight');

/**
 * Sheds load instead of letting it queue until clients time out: beyond `maxInFlight` requests
 * at once, or while the event loop runs late (@fastify/under-pressure), a request gets an
 * immediate 503 with Retry-After, which clients and the proxy can act on.
 */
export async function installLoadShedding(
  app: FastifyInstance,
  { maxInFlight, maxEventLoopDelayMs, retryAfterSeconds }: LoadSheddingSettings,
): Promise<void> {
  const shed = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .send(errorBody(503, 'overloaded', 'The server is busy. Try again in a few seconds.'));

  if (maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (inFlight >= maxInFlight) return shed(reply);
      inFlight++;
      (request as unknown as Record<symbol, boolean>)[COUNTED] = true;
    });
    const done = async (request: object) => {
      const marks = request as Record<symbol, boolean>;
      if (marks[COUNTED]) {
        marks[COUNTED] = false;
        inFlight--;
      }
    };
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);
  }
  if (maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      retryAfter: retryAfterSeconds,
      // Long enough that a busy loop still ticks in each interval: an interval without one
      // counts as an infinite delay, which would refuse everything at full (not over) load.
      sampleInterval: 1000,
      pressureHandler: (_request, reply) => void shed(reply),
    });
  }
}
