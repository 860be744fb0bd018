import { useEffect, useState } from 'preact/hooks'
import type { Reason } from '../../core/reason'
import { gameName } from '../../games'
import { lang, say, t } from '../../i18n'
import type { Summary } from '../../storage'
import { ConfirmButton } from '../../ui/ConfirmButton'
import { once } from '../../ui/once'
import { noteDeleted } from '../continueHint'
import { open } from '../match/open'
import { href } from '../router'
import { storeReady } from '../storage'
import { listedProblem, reasonOf } from '../stored'
import { Screen } from './Screen'
import './cards.css'
import './history.css'

const when = (ms: number) =>
  new Date(ms).toLocaleString(lang.value, { dateStyle: 'medium', timeStyle: 'short' })

/** A match that cannot be opened: what the index knows of it, and that it cannot be opened. */
function Unopenable({ summary: s }: { summary: Summary }) {
  const players = Array.isArray(s.players) ? s.players.filter((p) => typeof p === 'string') : []
  const valid = typeof s.updatedAt === 'number' && !Number.isNaN(new Date(s.updatedAt).getTime())
  return (
    <>
      <span>{players.join(', ')}</span>
      <small class="problem">
        {valid && `${when(s.updatedAt)} · `}
        {t('stored.cannotOpen')}
      </small>
    </>
  )
}

/** Every match on this phone, newest first; open one or delete it after asking. */
export function History() {
  const [list, setList] = useState<Summary[] | null>(null)
  const [failed, setFailed] = useState<Reason | null>(null)
  const refresh = () =>
    void storeReady()
      .then((s) => s.list())
      .then(setList, (error: unknown) => setFailed(reasonOf(error, 'storage.readFailed')))
  useEffect(refresh, [])

  const remove = (id: string) =>
    once(async () => {
      const store = await storeReady()
      await store.deleteMatch(id)
      noteDeleted(id)
      if (open.value?.match.id === id) open.value = null
      refresh()
    })

  return (
    <Screen title={t('home.history')}>
      {failed && (
        <p class="message error" role="alert">
          {say(failed)}
        </p>
      )}
      {list === null && !failed && <p aria-busy="true">{t('app.loading')}</p>}
      {list?.length === 0 && <p class="empty">{t('history.empty')}</p>}
      <ul class="cards">
        {list?.map((m) => (
          <li key={m.id} class="card">
            <a class="card-link" href={href({ name: 'match', id: m.id })}>
              <strong>{gameName(m.game)}</strong>
              {listedProblem(m) ? (
                // Listed, not hidden: the player opens it to see why, and can delete it.
                <Unopenable summary={m} />
              ) : (
                <>
                  <span>{m.players.join(', ')}</span>
                  <small>
                    {when(m.updatedAt)} ·{' '}
                    {m.finished
                      ? t('history.won', { names: m.winners.map((w) => m.players[w]).join(', ') })
                      : t('history.inProgress')}
                  </small>
                </>
              )}
            </a>
            <ConfirmButton
              class="small"
              question={t('history.deleteQuestion')}
              onConfirm={() => void remove(m.id)}
            >
              {t('history.delete')}
            </ConfirmButton>
          </li>
        ))}
      </ul>
      {list?.some((m) => m.finished) && (
        <p class="history-stats">
          <a class="btn big" href={href({ name: 'stats' })}>
            {t('home.stats')}
          </a>
        </p>
      )}
    </Screen>
  )
}
