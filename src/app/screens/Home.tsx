import { useEffect, useState } from 'preact/hooks'
import { t } from '../../i18n'
import type { Summary } from '../../storage'
import { Screen } from '../../ui/Screen'
import { href } from '../router'
import { storeReady } from '../storage'

/** The first screen: continue the open match, or start something. Reads only the small index. */
export function Home() {
  const [latest, setLatest] = useState<Summary | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void storeReady
      .then((store) => store.list())
      .then((all) => live && setLatest(all.find((s) => !s.finished) ?? null))
    return () => {
      live = false
    }
  }, [])

  return (
    <Screen title="Stichblock" back={false}>
      <p class="lede">{t('home.lede')}</p>
      <nav class="menu" aria-label={t('home.menu')}>
        {latest && (
          <a class="btn primary big continue" href={href({ name: 'match', id: latest.id })}>
            <span>{t('home.continue')}</span>
            <small>
              {t(`game.${latest.game}.name`)} · {latest.players.join(', ')}
            </small>
          </a>
        )}
        <a class={`btn big ${latest ? '' : 'primary'}`} href={href({ name: 'new' })}>
          {t('home.new')}
        </a>
        <a class="btn big" href={href({ name: 'judge' })}>
          {t('home.judge')}
        </a>
        <a class="btn big" href={href({ name: 'history' })}>
          {t('home.history')}
        </a>
        <a class="btn big" href={href({ name: 'settings' })}>
          {t('home.settings')}
        </a>
      </nav>
    </Screen>
  )
}
