import { useEffect, useMemo, useState } from 'preact/hooks'
import type { Reason } from '../../core/reason'
import {
  type Counted,
  type Stats as Figures,
  type GroupStats,
  stats,
  type Tally,
} from '../../core/stats'
import { COUNTED, figureLabel, figureReach, gameName } from '../../games'
import { lang, say, t, tn } from '../../i18n'
import type { Unloadable } from '../../storage'
import { Choices } from '../../ui/Choices'
import { figuresOf } from '../figures'
import { storeReady } from '../storage'
import { leftOut, loadAll, note, reasonOf } from '../stored'
import { Screen } from './Screen'
import '../resultStrings'
import './cards.css'
import './stats.css'

interface Loaded {
  /** Every finished match that loads, marked when it came from another phone (#27). */
  counted: Counted[]
  /** Finished matches that do not load, left out and named. */
  unloadable: Unloadable[]
}

/**
 * Every finished match in numbers, as its game's report counts it. Each is checked as it is
 * read (see loadAll); one that does not load is left out and named, the others still count.
 */
async function load(): Promise<Loaded> {
  const store = await storeReady()
  const [{ matches, unloadable }, received] = await Promise.all([
    loadAll(store, (s) => s.finished),
    store.receivedIds(),
  ])
  const read: Counted[] = []
  const uncounted: Unloadable[] = []
  for (const { summary, match } of matches) {
    const figures = await figuresOf(match)
    if (figures) read.push({ ...figures, received: received.has(match.id) })
    else uncounted.push({ id: match.id, summary, reason: { key: 'stored.broken' } })
  }
  if (uncounted.length > 0) note(store, uncounted)
  return { counted: read, unloadable: [...unloadable, ...uncounted] }
}

/** One decimal at most, in the player's language, with a real minus sign (−). */
const number = (n: number) =>
  n.toLocaleString(lang.value, { maximumFractionDigits: 1 }).replace('-', '−')

/**
 * One player's figures in one game: what every game counts, then the game's own figures as its
 * declaration adds them up (null: nothing to show yet).
 */
function GameFigures({ tally }: { tally: Tally }) {
  const rows: [string, string | number][] = [
    [t('stats.played'), tally.played],
    [t('stats.won'), tally.won],
  ]
  if (tally.averagePoints !== null) rows.push([t('stats.average'), number(tally.averagePoints)])
  for (const [figure, value] of Object.entries(tally.figures)) {
    if (value === null) continue
    rows.push([
      figureLabel(tally.game, figure),
      typeof value === 'number' ? number(value) : figureReach(tally.game, figure, value),
    ])
  }
  return (
    <li class="card">
      <h3>{gameName(tally.game)}</h3>
      <dl class="figures">
        {rows.map(([label, value]) => [
          <dt key={`${label}t`}>{label}</dt>,
          <dd key={label}>{value}</dd>,
        ])}
      </dl>
    </li>
  )
}

function Players({ figures }: { figures: Figures }) {
  const [chosen, setChosen] = useState(figures.players[0]?.key ?? '')
  const player = figures.players.find((p) => p.key === chosen)
  return (
    <section>
      <Choices
        legend={t('new.players')}
        name="stats-player"
        grid
        options={figures.players.map((p) => ({ value: p.key, label: p.name }))}
        value={chosen}
        onChange={setChosen}
      />
      {player && (
        <section aria-labelledby="stats-player-h" class="stack player-figures">
          <h2 id="stats-player-h">{t('stats.of', { name: player.name })}</h2>
          <ul class="cards">
            {player.games.map((tally) => (
              <GameFigures key={tally.game} tally={tally} />
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}

/** A group's matches in one game: each member's wins and average as a small table. */
function Group({ group }: { group: GroupStats }) {
  return (
    <li class="card">
      <h3>{group.names.join(', ')}</h3>
      {group.received > 0 && (
        <p class="hint">{tn('stats.fromOthers', group.received, { of: group.played })}</p>
      )}
      {group.games.map(({ game, played, members }) => {
        const averages = members.some((m) => m.averagePoints !== null)
        return (
          <div class="table-wrap" key={game}>
            <table>
              <caption>{tn('stats.gameCaption', played, { game: gameName(game) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('score.player')}</th>
                  <th scope="col">{t('stats.won')}</th>
                  {averages && <th scope="col">{t('stats.average')}</th>}
                </tr>
              </thead>
              <tbody>
                {members.map((m, i) => (
                  <tr key={group.names[i]}>
                    <th scope="row">{group.names[i]}</th>
                    <td>{m.won}</td>
                    {averages && (
                      <td>{m.averagePoints === null ? '–' : number(m.averagePoints)}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </li>
  )
}

/** Players and groups across every finished match on this phone. */
export function Stats() {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState<Reason | null>(null)
  useEffect(() => {
    let live = true
    load().then(
      (l) => live && setLoaded(l),
      (error: unknown) => live && setFailed(reasonOf(error, 'storage.readFailed')),
    )
    return () => {
      live = false
    }
  }, [])
  // Only this phone's own matches, or with those other phones at a table brought (#27).
  const [onlyHere, setOnlyHere] = useState(false)
  const figures = useMemo(
    () =>
      loaded &&
      stats(onlyHere ? loaded.counted.filter((m) => !m.received) : loaded.counted, COUNTED),
    [loaded, onlyHere],
  )
  const received = loaded?.counted.filter((m) => m.received).length ?? 0
  return (
    <Screen title={t('home.stats')}>
      {failed && (
        <p class="message error" role="alert">
          {say(failed)}
        </p>
      )}
      {!loaded && !failed && <p aria-busy="true">{t('app.loading')}</p>}
      {loaded && loaded.unloadable.length > 0 && (
        <p class="message error" role="alert">
          {leftOut(loaded.unloadable)}
        </p>
      )}
      {received > 0 && (
        <label class="toggle">
          <input
            type="checkbox"
            checked={onlyHere}
            onChange={(e) => setOnlyHere(e.currentTarget.checked)}
          />
          <span>{t('stats.onlyHere')}</span>
        </label>
      )}
      {figures?.matches === 0 && <p class="empty">{t('stats.empty')}</p>}
      {figures && figures.matches > 0 && (
        <div class="stats">
          <p class="hint">
            {tn('stats.matches', figures.matches)}
            {figures.received > 0 &&
              ` ${tn('stats.fromOthers', figures.received, { of: figures.matches })}`}
          </p>
          <Players figures={figures} />
          <section aria-labelledby="stats-groups-h">
            <h2 id="stats-groups-h">{t('stats.groups')}</h2>
            <p class="hint">{t('stats.groupsHint')}</p>
            <ul class="cards">
              {figures.groups.map((group) => (
                <Group key={group.key} group={group} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </Screen>
  )
}
