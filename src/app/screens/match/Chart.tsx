import { useState } from 'preact/hooks'
import type { Report } from '../../../core/report'
import { t } from '../../../i18n'
import '../../resultStrings'
import { minus, ScoreHead } from '../../../ui/ScoreSheet'
import './chart.css'

interface Props {
  report: Report
  /** One name per line: the players in seat order, or for a 'team' report its one name. */
  names: string[]
  /** Unique in the page: the table's caption gets an id from it. */
  id: string
}

// The drawing's own units; the SVG scales to the width it gets (296 px on a 320 px phone).
const W = 300
const H = 180
const LEFT = 30
const RIGHT = 10
const TOP = 10
const BOTTOM = 24
/** Each line also differs by its marker and dash, never by color alone. */
const DASHES = ['', '7 4', '2 4', '10 3 2 3', '4 2', '1 3']
const SERIES = 6
/** Markers on every point while there is room for them; past that only at the line's end. */
const ROOMY = 12
/** Lines with equal values are drawn this far apart, so none hides another. */
const SPREAD = 3

/** A few round numbers from lo to hi, ends included: the y axis. */
function ticks(lo: number, hi: number): number[] {
  const raw = (hi - lo) / 4
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude)
  const out: number[] = []
  for (let v = Math.floor(lo / step) * step; v < hi + step; v += step) out.push(v)
  return out
}

function Marker({ kind, x, y }: { kind: number; x: number; y: number }) {
  switch (kind % SERIES) {
    case 0:
      return <circle cx={x} cy={y} r={3.5} />
    case 1:
      return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} />
    case 2:
      return <path d={`M${x} ${y - 4.5}l4.5 8h-9z`} />
    case 3:
      return <path d={`M${x} ${y - 5}l5 5l-5 5l-5-5z`} />
    case 4:
      return <path d={`M${x} ${y + 4.5}l4.5-8h-9z`} />
    default:
      return <path d={`M${x - 4} ${y - 4}l8 8m0-8l-8 8`} class="cross" />
  }
}

/** Each line's value at every step, the start first. */
const series = (report: Report, line: number): number[] => [
  report.start[line] ?? 0,
  ...report.values.map((row) => row[line] ?? 0),
]

/**
 * A report's totals over its steps as lines, drawn by the app (no chart library), with the same
 * numbers as a table one tap away. Colors come from the theme (--chart-1 … --chart-6).
 */
export function Chart({ report, names, id }: Props) {
  const [showTable, setShowTable] = useState(false)
  const n = report.values.length
  const lines = names.map((_, line) => series(report, line))
  const all = lines.flat()
  const y0 = ticks(Math.min(0, ...all), Math.max(0, ...all, 1))
  const lo = y0[0] ?? 0
  const hi = y0.at(-1) ?? 1
  const x = (i: number) => LEFT + (i * (W - LEFT - RIGHT)) / Math.max(1, n)
  const y = (v: number) => TOP + ((hi - v) * (H - TOP - BOTTOM)) / (hi - lo || 1)
  const nudge = (line: number) => (line - (names.length - 1) / 2) * SPREAD
  const every = Math.ceil(n / 10)
  const steps = Array.from({ length: n + 1 }, (_, i) => i)
  const now = names.map((name, line) => `${name} ${minus(lines[line]?.at(-1) ?? 0)}`).join(', ')
  const measure = t(`score.measure.${report.measure}`)
  return (
    <div class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('chart.label', {
          measure,
          after: t(`chart.after.${report.step}`, { n }),
          now,
        })}
      >
        {y0.map((v) => (
          <g key={`y${v}`} class={v === 0 ? 'zero' : 'grid'}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} />
            <text x={LEFT - 5} y={y(v)} dy="0.35em" text-anchor="end">
              {minus(v)}
            </text>
          </g>
        ))}
        {steps
          .filter((i) => i % every === 0 || i === n)
          .filter((i) => i === n || n - i >= every / 2)
          .map((i) => (
            <text key={`x${i}`} class="step" x={x(i)} y={H - 6} text-anchor="middle">
              {i}
            </text>
          ))}
        {lines.map((values, line) => (
          <g key={names[line]} class={`series s${line % SERIES}`}>
            <polyline
              points={values.map((v, i) => `${x(i)},${y(v) + nudge(line)}`).join(' ')}
              stroke-dasharray={DASHES[line % SERIES] || undefined}
            />
            {values.map((v, i) =>
              n <= ROOMY || i === n ? (
                <Marker key={i} kind={line} x={x(i)} y={y(v) + nudge(line)} />
              ) : null,
            )}
          </g>
        ))}
      </svg>
      <ul class="chart-legend" aria-hidden="true">
        {names.map((name, line) => (
          <li key={name}>
            <svg
              class={`series s${line % SERIES}`}
              viewBox="0 0 32 12"
              width="32"
              height="12"
              aria-hidden="true"
            >
              <line x1={1} x2={31} y1={6} y2={6} stroke-dasharray={DASHES[line % SERIES]} />
              <Marker kind={line} x={16} y={6} />
            </svg>
            {name}
          </li>
        ))}
      </ul>
      <details
        class="chart-table"
        onToggle={(e) => setShowTable((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{t('chart.showTable')}</summary>
        {/* Drawn when opened: a long match's table would double what opening the page draws. */}
        {showTable && (
          <div class="table-wrap">
            <table>
              <caption id={`${id}-caption`}>
                {t(`chart.caption.${report.step}`, { measure })}
              </caption>
              <ScoreHead label={t(`score.step.${report.step}`)} players={names} />
              <tbody>
                {steps.map((i) => (
                  <tr key={i}>
                    <th scope="row">{i === 0 ? t('score.start') : i}</th>
                    {lines.map((values, line) => (
                      <td key={names[line]}>{minus(values[i] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </div>
  )
}
