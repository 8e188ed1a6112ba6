import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { reloadLang } from '../i18n/lang';
import { loadSchemaMessages } from '../i18n/schemaMessages';
import { server } from './server';
import { noticeToaster, toaster } from '../ui/toaster';

// findBy* / waitFor give up after 1 s by default: too short when the two-core CI machine is busy
// (a sign-in that renders the whole shell took 3.5 s under load). Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// The @erp/schema texts load on demand in the app (i18n/schemaMessages.ts): tests have both.
await Promise.all([loadSchemaMessages('zh'), loadSchemaMessages('en')]);

// jsdom lacks a few browser APIs that Chakra / Zag use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
window.scrollTo = () => {};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  clearCookies();
  reloadLang();
  window.location.hash = '';
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The toaster is app-wide: one test's toasts must not fill the next test's (max 5).
  toaster.remove();
  noticeToaster.remove();
});
afterAll(() => server.close());
