// Vitest global setup of the engine suite: Chromium, Firefox ESR (one per test worker) and
// WebKitWebDriver's Xvfb start once for the whole run, side by side, and every test file connects
// to them (see driver.ts). Starting Firefox costs 5 to 25 s on a busy 2-core machine; once per
// file it would take most of the suite's time budget.
import type { TestProject } from 'vitest/node'
import { type Endpoints, startEngines } from './driver'

declare module 'vitest' {
  export interface ProvidedContext {
    engines: Endpoints
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now()
  // The files run side by side (most of their time is spent waiting on a browser), each
  // worker's on a Firefox of its own.
  const engines = await startEngines(project.config.maxWorkers)
  console.info(`engines started in ${Date.now() - started} ms`)
  project.provide('engines', engines.endpoints)
  return () => engines.stop()
}
