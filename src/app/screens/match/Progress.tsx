import { useEffect, useMemo, useState } from 'preact/hooks'
import { lang, t } from '../../../i18n'
import type { Open } from '../../match/open'
import { Chart } from './Chart'
import '../../resultStrings'
import './progress.css'

/**
 * The match's totals over its hands, cases or rounds as a chart, with its table; nothing until a
 * first step is finished. Below the fold, so drawn after the page is painted: opening a long match
 * shows its entry first, and a tap that ends a hand is saved and shown before the chart follows.
 */
export function Progress({ open }: { open: Open }) {
  const painted = useAfterPaint(open)
  // The same element while the match painted is the same: Preact skips it, report and all.
  const chart = useMemo(() => (painted ? <ProgressOf open={painted} /> : null), [painted])
  // Busy while the chart lags behind the match (one frame): what waits for the page to settle
  // (assistive technology, the browser tests) waits for the chart too.
  return <div aria-busy={painted === open ? undefined : 'true'}>{chart}</div>
}

/** `value` as it was when the page was last painted with it: undefined before the first paint. */
function useAfterPaint<T>(value: T): T | undefined {
  const [painted, setPainted] = useState<T | undefined>(undefined)
  // Preact runs effects after the next frame is painted.
  useEffect(() => setPainted(() => value), [value])
  return painted
}

function ProgressOf({ open }: { open: Open }) {
  const { game, match, state } = open
  const report = useMemo(() => game.report(state, match.setup), [game, state, match.setup])
  const names = report.lines === 'team' ? [t('chart.team')] : match.setup.players
  // A tap that finishes no step changes no number: the same element again, so Preact skips the
  // whole drawing instead of comparing every table cell (a long match has hundreds).
  const numbers = `${report.start}|${report.values.join(';')}`
  const chart = useMemo(
    () => <Chart report={report} names={names} id="progress" />,
    [numbers, names.join('\n'), report.step, report.measure, lang.value],
  )
  if (report.values.length === 0) return null
  return (
    <section class="progress" aria-labelledby="progress-h">
      <h2 id="progress-h">{t(`chart.over.${report.step}`)}</h2>
      {chart}
    </section>
  )
}
