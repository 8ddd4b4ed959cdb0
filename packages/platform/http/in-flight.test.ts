import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { sendJson } from '@/platform/api/router';
import { limitInFlight } from './in-flight';

describe('limitInFlight', () => {
  it('answers 503 with Retry-After past the limit, and takes requests again once one ends', async () => {
    const waiting: Array<() => void> = [];
    const handler = limitInFlight(
      async (_req, res) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        sendJson(res, 201, { ok: true });
      },
      2,
      () => 'Zauzeto.',
    );
    const server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    try {
      const held = [fetch(url, { method: 'POST' }), fetch(url, { method: 'POST' })];
      while (waiting.length < 2) await new Promise((resolve) => setImmediate(resolve));
      const refused = await fetch(url, { method: 'POST', body: 'x' });
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('retry-after'), '10');
      assert.deepEqual(await refused.json(), { error: 'busy', message: 'Zauzeto.' });
      waiting.shift()!();
      assert.equal((await held[0]!).status, 201);
      const next = fetch(url, { method: 'POST' });
      while (waiting.length < 2) await new Promise((resolve) => setImmediate(resolve));
      for (const release of waiting.splice(0)) release();
      assert.deepEqual([(await held[1]!).status, (await next).status], [201, 201]);
    } finally {
      server.close();
    }
  });
});
