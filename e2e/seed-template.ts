// Global setup of the browser tests: one server start migrates and seeds the demo company into a
// template data directory, then stops cleanly; every test file copies it (harness.ts startE2E).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'erp-e2e-template-'));
  const started = Date.now();
  const running = await startServer(dir);
  await running.stop();
  console.log(`e2e: demo data seeded once into a template in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  project.provide('e2eTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
