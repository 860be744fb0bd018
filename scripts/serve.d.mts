// Types for serve.mjs, so the TypeScript browser tests can start and stop it.
export interface Served {
  port: number
  url: string
  close: () => Promise<void>
}

export function serve(options?: { root?: string; port?: number; host?: string }): Promise<Served>
