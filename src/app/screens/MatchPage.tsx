import { useEffect, useState } from 'preact/hooks'
import { t } from '../../i18n'
import { OverActions } from '../../ui/MatchOver'
import { Screen } from '../../ui/Screen'
import { busy, canRedo, canUndo, correct, open, openMatch, record, redo, undo } from '../session'
import { keepAwake } from '../wakeLock'
import { Finished } from './match/Finished'
import { Progress } from './match/Progress'

/** A match in play: the game's own page, with undo and redo always one tap away. */
export function MatchPage({ id }: { id: string }) {
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    setMissing(false)
    void openMatch(id).then((found) => setMissing(!found))
  }, [id])
  useEffect(() => keepAwake(() => open.value?.match.finished === false), [])

  const current = open.value?.match.id === id ? open.value : null
  if (missing) {
    return (
      <Screen title={t('match.missingTitle')}>
        <p role="alert">{t('match.missing')}</p>
      </Screen>
    )
  }
  if (!current) {
    return (
      <Screen title={t('app.loading')}>
        <p aria-busy="true">{t('app.loading')}</p>
      </Screen>
    )
  }
  const { game, match, state } = current
  const Play = game.Play
  return (
    <Screen
      title={t(`game.${match.setup.game}.name`)}
      footer={
        <>
          <button type="button" class="btn" disabled={!canUndo.value} onClick={() => void undo()}>
            <span aria-hidden="true">↶ </span>
            {t('match.undo')}
          </button>
          <p class="saved" role="status">
            {busy.value
              ? t('match.saving')
              : match.events.length > 0 && t('match.savedN', { n: match.events.length })}
          </p>
          <button type="button" class="btn" disabled={!canRedo.value} onClick={() => void redo()}>
            <span aria-hidden="true">↷ </span>
            {t('match.redo')}
          </button>
        </>
      }
    >
      <div aria-busy={busy.value}>
        <OverActions.Provider value={match.finished ? <Finished open={current} /> : null}>
          <Play match={match} state={state} record={record} correct={correct} saving={busy.value} />
        </OverActions.Provider>
      </div>
      <Progress open={current} />
    </Screen>
  )
}
