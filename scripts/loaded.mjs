// `npm run test:loaded`: `npm test` on a busy machine. Two other processes keep both cores busy
// (a bare endless loop each, as a build or a second browser job would), `npm test` runs three
// times in a row beside them, and each pass's time and result is printed. Fails if any pass
// fails: a test that passes only on a quiet machine is a test of the machine (#26).
// `npm run test:loaded -- 1` runs one pass; `-- --hogs=4` starts four loops instead of two.
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
const passes = Number(args.find((a) => /^\d+$/.test(a)) ?? 3)
const hogCount = Number(args.find((a) => a.startsWith('--hogs='))?.slice(7) ?? 2)

const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL')
}
process.on('exit', stopHogs)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs()
    process.exit(130)
  })
}

/** One `npm test`, its output passed through: its exit code and how long it took. */
function npmTest() {
  const started = process.hrtime.bigint()
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { stdio: 'inherit' })
    child.on('exit', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      }),
    )
  })
}

const results = []
for (let pass = 1; pass <= passes; pass++) {
  console.log(
    `\n=== test:loaded: pass ${pass} of ${passes}, ${hogCount} busy loops beside it ===\n`,
  )
  results.push(await npmTest())
}
stopHogs()

console.log(
  `\n=== test:loaded: ${passes} passes of npm test, ${hogCount} busy loops beside them ===`,
)
for (const [i, { code, seconds }] of results.entries()) {
  const time = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
  console.log(`pass ${i + 1}: ${code === 0 ? 'green' : `RED (exit ${code})`}, ${time}`)
}
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1
