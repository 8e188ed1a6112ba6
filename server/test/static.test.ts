// The built client is served at /, and a page address typed without '#' gets the app too.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'erp-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ERP test</title>');
  writeFileSync(path.join(dist, 'version.json'), '{"version":"t"}');
  app = await startTestApp({ clientDist: dist });
});
afterAll(() => app?.close());

describe('static client', () => {
  it('serves index.html at / and files by name', async () => {
    expect((await app.http.inject({ method: 'GET', url: '/' })).body).toContain('ERP test');
    expect(JSON.parse((await app.http.inject({ method: 'GET', url: '/version.json' })).body)).toEqual({ version: 't' });
  });
  it('serves the app for a page path without # when a browser asks for HTML', async () => {
    const r = await app.http.inject({ method: 'GET', url: '/orders', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('ERP test');
  });
  it('keeps 404 envelopes for API paths and non-HTML requests', async () => {
    const api = await app.http.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.body).code).toBe(404);
    expect((await app.http.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });
});
