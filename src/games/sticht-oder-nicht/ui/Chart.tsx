import { t } from '../../../i18n'

interface Props {
  players: string[]
  /** totals[round][seat]: the running total after each round. */
  totals: number[][]
  /** The id of what says the same in words: the score table's caption. */
  describedBy: string
}

const W = 320
const H = 160
const PAD = 24
const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2']

/** Running totals as lines, drawn by the app (no chart library); the score table is its text. */
export function Chart({ players, totals, describedBy }: Props) {
  if (totals.length < 1) return null
  const all = totals.flat()
  const max = Math.max(1, ...all)
  const min = Math.min(0, ...all)
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, totals.length)
  const y = (v: number) => H - PAD - ((v - min) * (H - 2 * PAD)) / (max - min || 1)
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('son.ui.chart')}
        aria-describedby={describedBy}
      >
        <line x1={PAD} y1={y(0)} x2={W - PAD} y2={y(0)} class="axis" />
        {players.map((name, seat) => {
          const points = [0, ...totals.map((row) => row[seat] ?? 0)]
            .map((v, i) => `${x(i)},${y(v)}`)
            .join(' ')
          return (
            <polyline
              key={name}
              points={points}
              fill="none"
              stroke={COLORS[seat % COLORS.length]}
              stroke-width="3"
              stroke-linejoin="round"
            />
          )
        })}
      </svg>
      <figcaption class="chart-legend">
        {players.map((name, seat) => (
          <span key={name}>
            <span
              class="swatch"
              style={{ background: COLORS[seat % COLORS.length] }}
              aria-hidden="true"
            />
            {name}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
