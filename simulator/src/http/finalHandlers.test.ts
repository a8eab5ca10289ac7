// The last handlers on a real Express app and real HTTP: an unexpected
// failure is a bare 500 with its detail in the log, never in the answer.
import { createServer, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from './listenHttp';
import { finalErrorHandler, finalNotFound } from './finalHandlers';

const logs: string[] = [];
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.set('env', 'production');
  app.get('/throws', () => {
    throw new Error('secret detail at /srv/homeport/file.ts:12');
  });
  app.get('/half', (_req, res, next) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial');
    next(new Error('failed after the headers'));
  });
  app.use(finalNotFound);
  app.use(finalErrorHandler((line) => logs.push(line)));
  server = createServer(app);
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterAll(() => closeServer(server));

describe('final handlers', () => {
  it('answers an unexpected error 500 "Internal Server Error", the stack only in the log', async () => {
    const response = await fetch(`${base}/throws`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(logs.find((line) => line.startsWith('http: GET /throws answered 500: Error: secret detail'))).toContain('finalHandlers.test.ts');
  });

  it('cuts the connection when the headers were already sent', async () => {
    await expect(fetch(`${base}/half`).then((r) => r.text())).rejects.toThrow();
  });

  it('answers an unknown path 404 "Not Found"', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect([response.status, await response.text()]).toEqual([404, 'Not Found']);
  });
});
