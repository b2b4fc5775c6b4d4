import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serveWeb } from './web';

describe('the web app without a build', () => {
  it('answers every page of the app with what to run, and says so at start', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    const page = await serveWeb(
      app,
      { partnerOrigins: [], loopback: false },
      { has: () => false, hasAny: () => false, originsOf: () => [], allOrigins: () => [] },
      [],
      '/nowhere/dist',
    );
    expect(page).toBeNull();
    for (const url of ['/', '/login', '/library', '/settings/embed']) {
      const answer = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(answer.body, url).toBe(
        'The web app is not built: run npm run build, or npm start, which builds it when its sources change.',
      );
    }
    expect(lines.join('')).toContain('The web app is not built');
    await app.close();
  });
});
