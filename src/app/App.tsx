import { useEffect } from 'preact/hooks'
import { t } from '../i18n'
import { lazy } from '../ui/lazy'
import { Banners } from './Banners'
import { prepareBefore, route } from './router'
import { Home } from './screens/Home'
import { Screen } from './screens/Screen'
import { openStoreSoon } from './storage'
import './settings'

/** A screen's frame while its code loads: the same as index.html carries prerendered. */
const shell = (title: string) => () => (
  <Screen title={t(title)}>
    <p class="loading" aria-busy="true">
      {t('app.loading')}
    </p>
  </Screen>
)

const newMatch = () => import('./screens/NewMatch')
const NewMatch = lazy(() => newMatch().then((m) => m.NewMatch), shell('home.new'))
// The form opened in the app comes with the names seen before already in it.
prepareBefore('new', () =>
  Promise.all([NewMatch.preload(), newMatch().then((m) => m.readKnownNames())]),
)
const MatchPage = lazy(() => import('./screens/MatchPage').then((m) => m.MatchPage))
// A match opened in the app (from the home screen, the list, a rematch) is read, replayed and
// its page's code loaded while the screen before stays; MatchPage then finds it open, or says
// why not (it asks again: a match that is not open is read once more).
prepareBefore('match', (to) =>
  Promise.all([MatchPage.preload(), import('./match/opening').then((m) => m.openMatch(to.id))]),
)
const History = lazy(
  () => import('./screens/History').then((m) => m.History),
  shell('home.history'),
)
const Judge = lazy(() => import('./screens/Judge').then((m) => m.Judge), shell('judge.title'))
const Settings = lazy(
  () => import('./screens/Settings').then((m) => m.Settings),
  shell('home.settings'),
)
const Invite = lazy(() => import('./screens/table/Invite').then((m) => m.Invite))
const Join = lazy(() => import('./screens/table/Join').then((m) => m.Join), shell('home.join'))
const Stats = lazy(() => import('./screens/Stats').then((m) => m.Stats))

/** Only the home screen is in the first load; every other screen is its own chunk. */
export function App() {
  // After the first paint: storage opens (and says whether it keeps anything) on every screen.
  useEffect(openStoreSoon, [])
  const r = route.value
  return (
    <>
      <Banners />
      {r.name === 'home' && <Home />}
      {r.name === 'new' && <NewMatch />}
      {r.name === 'match' && <MatchPage id={r.id} />}
      {r.name === 'history' && <History />}
      {r.name === 'judge' && <Judge game={r.game} />}
      {r.name === 'settings' && <Settings />}
      {r.name === 'stats' && <Stats />}
      {r.name === 'join' && <Join />}
      {r.name === 'table' && <Invite id={r.id} />}
    </>
  )
}
