import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, server } from '../test/server';
import { checkVersion, versionAction } from './version';

describe('version check (spec 01 §7)', () => {
  it('reloads when the stored version differs or is absent', () => {
    expect(versionAction(null, '2')).toBe('storeAndReload');
    expect(versionAction('1', '2')).toBe('storeAndReload');
    expect(versionAction('2', '2')).toBe('none');
    expect(versionAction('2', null)).toBe('none');
  });

  it('fetches version.json with a timestamp, stores the new version and reloads', async () => {
    const urls: string[] = [];
    server.use(
      http.get(new URL('version.json', document.baseURI).toString(), ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ version: '1795315658215' });
      }),
    );
    const reload = vi.fn();
    await expect(checkVersion({ enabled: true, force: true, reload })).resolves.toBe('storeAndReload');
    expect(urls[0]).toMatch(/version\.json\?t=\d+$/);
    expect(localStorage.getItem('version')).toBe('1795315658215');
    expect(reload).toHaveBeenCalledTimes(1);

    await expect(checkVersion({ enabled: true, force: true, reload })).resolves.toBe('none');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is skipped in tests and development', async () => {
    await expect(checkVersion()).resolves.toBe('skipped');
  });
});
