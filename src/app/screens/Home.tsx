import { useEffect, useState } from 'preact/hooks'
import { say, t } from '../../i18n'
import { isPersisted } from '../../storage/persist'
import { type ContinueLink, latestLink, rememberContinue, shownContinue } from '../continueHint'
import { dismissIosHint, shouldExplainInstall } from '../iosInstall'
import { backedUpAt, markBackedUp, shouldRemind } from '../reminder'
import { href } from '../router'
import { openProblem, persistent, storeReady } from '../storage'
import { Screen } from './Screen'

/**
 * The reminder's export, as under Settings: what it left out or why it failed, in words (its code
 * and words load only now, not with the first screen).
 */
async function exportFromHome(): Promise<string | null> {
  const [backup, stored] = await Promise.all([import('../backup'), import('../stored')])
  try {
    const { unloadable } = await backup.exportBackup()
    return unloadable.length > 0 ? stored.leftOut(unloadable) : null
  } catch (error) {
    const reason = stored.reasonOf(error, 'storage.readFailed')
    return t('stored.exportFailed', { reason: say(reason) })
  }
}

/**
 * The first screen: continue the open match, or start something. Reads only the small index.
 * The link to the open match is there from the first render when src/prerender/boot.js painted it
 * (continueHint.ts); the index read then confirms it, moves it or takes it away.
 */
export function Home() {
  const [latest, setLatest] = useState<ContinueLink | null>(shownContinue)
  const [finished, setFinished] = useState(0)
  const [persisted, setPersisted] = useState<boolean | null>(null)
  const [exported, setExported] = useState<string | null>(null)
  const [unread, setUnread] = useState(false)
  useEffect(() => {
    let live = true
    void isPersisted().then((p) => live && setPersisted(p))
    storeReady()
      .then((store) => store.list())
      .then(
        (all) => {
          if (!live) return
          const link = latestLink(all)
          rememberContinue(link)
          setLatest(link)
          setFinished(all.filter((s) => s.finished).length)
        },
        // Storage that did not open is in the banner above; a list that could not be read is here.
        () => live && !openProblem.value && setUnread(true),
      )
    return () => {
      live = false
    }
  }, [])

  return (
    <Screen title="Stichblock" back={false}>
      <p class="lede">{t('home.lede')}</p>
      {persistent.value && shouldRemind(finished, persisted) && (
        <div class="banner warn" role="status">
          <p>{t('backup.remind', { n: finished - backedUpAt.value })}</p>
          <button
            type="button"
            class="btn small primary"
            onClick={() => void exportFromHome().then(setExported)}
          >
            {t('backup.export')}
          </button>
          <button type="button" class="btn small" onClick={() => markBackedUp(finished)}>
            {t('sw.later')}
          </button>
        </div>
      )}
      {unread && (
        <p class="message error" role="alert">
          {t('storage.readFailed')}
        </p>
      )}
      {exported && (
        <p class="message error" role="alert">
          {exported}
        </p>
      )}
      <nav class="menu" aria-label={t('home.menu')}>
        {latest && (
          <a class="btn primary big continue" href={latest.href}>
            <span>{t('home.continue')}</span>
            <small>{latest.line}</small>
          </a>
        )}
        <a class={`btn big ${latest ? '' : 'primary'}`} href={href({ name: 'new' })}>
          {t('home.new')}
        </a>
        <a class="btn big" href={href({ name: 'join' })}>
          {t('home.join')}
        </a>
        <a class="btn big" href={href({ name: 'judge' })}>
          {t('home.judge')}
        </a>
        <a class="btn big" href={href({ name: 'history' })}>
          {t('home.history')}
        </a>
        <a class="btn big" href={href({ name: 'stats' })}>
          {t('home.stats')}
        </a>
        <a class="btn big" href={href({ name: 'settings' })}>
          {t('home.settings')}
        </a>
      </nav>
      {shouldExplainInstall() && (
        <section class="banner info ios-install" aria-labelledby="ios-install-h">
          <h2 id="ios-install-h">{t('ios.title')}</h2>
          <p>{t('ios.why')}</p>
          <p>{t('ios.how')}</p>
          <button type="button" class="btn small primary" onClick={dismissIosHint}>
            {t('ios.gotIt')}
          </button>
        </section>
      )}
    </Screen>
  )
}
