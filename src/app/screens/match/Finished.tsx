import { useEffect, useRef, useState } from 'preact/hooks'
import { gameEntry } from '../../../games'
import { say, t } from '../../../i18n'
import { once } from '../../../ui/once'
import type { Open } from '../../match/open'
import { startMatch } from '../../match/opening'
import { go } from '../../router'
import { matchResult, resultText } from '../../share'
import '../../resultStrings'
import './finished.css'

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** A finished match: play it again with the next dealer, share the result, export it. */
export function Finished({ open }: { open: Open }) {
  const { match, game, state } = open
  const { setup } = match
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [manual, setManual] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const outcome = useRef<HTMLDivElement>(null)
  // What an action says appears below the buttons, maybe under the dock: bring it into view.
  useEffect(() => {
    if (status || manual !== null) outcome.current?.scrollIntoView?.({ block: 'nearest' })
  }, [status, manual])
  const next = (setup.firstDealer + 1) % setup.players.length
  const role = gameEntry(setup.game)?.firstRole ?? 'dealer'

  const result = () =>
    matchResult(
      setup,
      game.report(state, setup),
      game.rules.winners(state),
      match.finished,
      match.createdAt,
    )

  /**
   * One action at a time; a second tap while one runs does nothing. Sharing only waits for the
   * share sheet here; the rematch, which stores a match, also takes the app's guard (src/ui/once.ts)
   * so that a share sheet that never answers cannot block the table's entries.
   */
  const act = (task: () => Promise<void>) => async () => {
    if (working) return
    setWorking(true)
    setStatus(null)
    setManual(null)
    try {
      await task()
    } finally {
      setWorking(false)
    }
  }

  const said = (saved: string | null, name: string) => {
    if (saved === 'downloaded') setStatus({ ok: true, text: t('finished.downloaded', { name }) })
    if (saved === null) setStatus({ ok: false, text: t('match.missing') })
  }

  const rematch = () =>
    once(
      act(async () => {
        const started = await startMatch({ ...setup, firstDealer: next })
        if (typeof started === 'string') go({ name: 'match', id: started })
        else setStatus({ ok: false, text: say(started) })
      }),
    )

  const shareText = act(async () => {
    const text = resultText(result())
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text })
        return
      } catch (error) {
        if (isAbort(error)) return
      }
    }
    try {
      await navigator.clipboard.writeText(text)
      setStatus({ ok: true, text: t('finished.copied') })
    } catch {
      setManual(text)
    }
  })

  const shareImage = act(async () => {
    const [{ resultImage }, { matchFileName, saveFile }] = await Promise.all([
      import('../../shareImage'),
      import('../../backup'),
    ])
    const blob = await resultImage(result())
    if (!blob) return setStatus({ ok: false, text: t('finished.noImage') })
    const name = matchFileName(match, 'png')
    said(await saveFile(new File([blob], name, { type: 'image/png' })), name)
  })

  const exportCsv = act(async () => {
    const { matchFileName, shareMatchCsv } = await import('../../backup')
    said(await shareMatchCsv(match.id), matchFileName(match, 'csv'))
  })

  const exportJson = act(async () => {
    const { matchFileName, shareMatchJson } = await import('../../backup')
    said(await shareMatchJson(match.id), matchFileName(match, 'json'))
  })

  return (
    <section class="finished stack" aria-labelledby="finished-h">
      <h2 id="finished-h">{t('finished.heading')}</h2>
      <button type="button" class="btn primary big rematch" disabled={working} onClick={rematch}>
        {t('finished.rematch')}
        <small>{t(`finished.rematch.${role}`, { name: setup.players[next] ?? '' })}</small>
      </button>
      <div class="finished-actions">
        <button type="button" class="btn big" disabled={working} onClick={shareText}>
          {t('finished.shareText')}
        </button>
        <button type="button" class="btn big" disabled={working} onClick={shareImage}>
          {t('finished.shareImage')}
        </button>
        <button type="button" class="btn big" disabled={working} onClick={exportCsv}>
          {t('finished.csv')}
        </button>
        <button type="button" class="btn big" disabled={working} onClick={exportJson}>
          {t('finished.json')}
        </button>
      </div>
      <div class="finished-outcome" ref={outcome}>
        <p
          class={status ? `message ${status.ok ? 'ok' : 'error'}` : 'finished-status'}
          role="status"
        >
          {status?.text}
        </p>
        {manual !== null && (
          <label class="manual-copy">
            {t('finished.copyByHand')}
            <textarea readOnly rows={manual.split('\n').length} value={manual} />
          </label>
        )}
      </div>
    </section>
  )
}
