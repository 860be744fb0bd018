// A small static server for the built app: `npm start` uses it, and so do the browser tests,
// which start and stop it to take the network away from a running app.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { networkInterfaces } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

async function file(root, urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)))
  if (!path.startsWith(root)) return null
  try {
    const info = await stat(path)
    return info.isFile() ? path : null
  } catch {
    return null
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/
const zipped = new Map()
/** Gzipped once per file version; a rebuilt file has a new modification time. */
async function gzipped(path) {
  const key = `${path}@${(await stat(path)).mtimeMs}`
  if (!zipped.has(key)) zipped.set(key, gzipSync(await readFile(path), { level: 9 }))
  return zipped.get(key)
}

/** Serves `root` on `host:port`; unknown paths get index.html, like any SPA host. */
export function serve({ root = 'dist', port = 4173, host = '127.0.0.1' } = {}) {
  const dir = resolve(root)
  const server = createServer(async (req, res) => {
    // Appended, not resolved: a path such as "//" would otherwise be read as a host and throw.
    const urlPath = new URL(`http://x${req.url ?? '/'}`).pathname
    const path =
      (await file(dir, urlPath === '/' ? '/index.html' : urlPath)) ?? join(dir, 'index.html')
    const hashed = urlPath.startsWith('/assets/')
    const type = TYPES[extname(path)] ?? 'application/octet-stream'
    const headers = {
      'Content-Type': type,
      // Hashed assets never change; everything else must be revalidated so updates arrive.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    // Text is sent gzipped, as any static host does: what the budgets and the benchmark count.
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = await gzipped(path)
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length })
      res.end(body)
      return
    }
    res.writeHead(200, headers)
    createReadStream(path).pipe(res)
  })
  const sockets = new Set()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      done({
        port: actual,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/`,
        close: () =>
          new Promise((closed) => {
            for (const s of sockets) s.destroy()
            server.close(() => closed())
          }),
      })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lan = process.argv.includes('--host')
  const port = Number(process.env.PORT ?? 4173)
  const { url } = await serve({ port, host: lan ? '0.0.0.0' : '127.0.0.1' })
  console.log(`Stichblock is served at ${url}`)
  if (lan) {
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) {
        if (a.family === 'IPv4' && !a.internal)
          console.log(`  on the network: http://${a.address}:${port}/`)
      }
    }
    console.log(
      '  Install and offline need HTTPS or localhost; over plain http on the network the app runs, but without them.',
    )
  }
  console.log('Press Ctrl+C to stop.')
}
