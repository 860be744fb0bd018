import { useEffect, useState } from 'preact/hooks'
import { lang, t } from '../../i18n'
import type { Summary } from '../../storage'
import { ConfirmButton } from '../../ui/ConfirmButton'
import { once } from '../../ui/once'
import { Screen } from '../../ui/Screen'
import { href } from '../router'
import { open } from '../session'
import { storeReady } from '../storage'

const when = (ms: number) =>
  new Date(ms).toLocaleString(lang.value, { dateStyle: 'medium', timeStyle: 'short' })

/** Every match on this phone, newest first; open one or delete it after asking. */
export function History() {
  const [list, setList] = useState<Summary[] | null>(null)
  const refresh = () =>
    void storeReady()
      .then((s) => s.list())
      .then(setList)
  useEffect(refresh, [])

  const remove = (id: string) =>
    once(async () => {
      const store = await storeReady()
      await store.deleteMatch(id)
      if (open.value?.match.id === id) open.value = null
      refresh()
    })

  return (
    <Screen title={t('history.title')}>
      {list === null && <p aria-busy="true">{t('app.loading')}</p>}
      {list?.length === 0 && <p class="empty">{t('history.empty')}</p>}
      <ul class="cards">
        {list?.map((m) => (
          <li key={m.id} class="card">
            <a class="card-link" href={href({ name: 'match', id: m.id })}>
              <strong>{t(`game.${m.game}.name`)}</strong>
              <span>{m.players.join(', ')}</span>
              <small>
                {when(m.updatedAt)} ·{' '}
                {m.finished
                  ? t('history.won', { names: m.winners.map((w) => m.players[w]).join(', ') })
                  : t('history.inProgress')}
              </small>
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
