import { useEffect } from 'preact/hooks'
import { t } from '../../../i18n'
import { MatchOver } from '../../../ui/MatchOver'
import { closeOverlay, overlay, showPrivately } from '../../../ui/overlay'
import { remembered } from '../../../ui/remembered'
import { SeatButtons, Tabs } from '../../../ui/Tabs'
import type { PlayProps } from '../../types'
import { currentCase, explainTrick, pendingSleuths, type SfsEvent, type SfsState } from '../rules'
import { CardsEntry } from './CardsEntry'
import { suspectName, weaponName } from './names'
import { Pad } from './Pad'
import { Search } from './Search'
import { SecretEntry } from './SecretEntry'
import { Status } from './Status'
import { whySentence } from './why'

type Mode = 'quick' | 'cards'
const mode = remembered<Mode>('sfs.tricks', ['quick', 'cards'], 'quick')

export function Play({ match, state, record }: PlayProps<SfsState, SfsEvent>) {
  const players = match.setup.players
  // A private screen never outlives the match page.
  useEffect(() => closeOverlay, [])
  const Cover = overlay.value
  return (
    <>
      {Cover && <Cover />}
      <div class="stack" hidden={Cover !== null}>
        <Status state={state} players={players} />
        <LastNews state={state} players={players} />
        <Phase state={state} players={players} record={record} />
        <Pad state={state} players={players} />
      </div>
    </>
  )
}

interface PhaseProps {
  state: SfsState
  players: string[]
  record: PlayProps<SfsState, SfsEvent>['record']
}

function Phase({ state, players, record }: PhaseProps) {
  const c = currentCase(state)
  if (state.over || !c) return <Over state={state} players={players} />
  const confidant = players[c.confidant] ?? ''
  const trickNo = c.tricks.length + (state.phase === 'search' ? 0 : 1)
  if (state.phase === 'secret') {
    return <SecretEntry n={state.cases.length} confidant={confidant} record={record} />
  }
  if (state.phase === 'search') {
    const solved = c.solvedAfter.flatMap((s, seat) => (s === null ? [] : [seat]))
    return (
      <Search
        key={`${state.cases.length}-${trickNo}`}
        players={players}
        confidant={c.confidant}
        secret={c.secret}
        trickNo={trickNo}
        pending={pendingSleuths(state)}
        solved={solved}
        record={record}
      />
    )
  }
  const cards = mode.value === 'cards' && c.secret !== null
  return (
    <section class="stack" aria-labelledby="sfs-trick-h">
      <h2 id="sfs-trick-h">{t('sfs.ui.whoWon', { n: trickNo, name: confidant })}</h2>
      <Tabs
        label={t('sfs.ui.mode')}
        options={(['quick', 'cards'] as const).map((m) => ({
          value: m,
          label: t(`sfs.ui.mode.${m}`),
        }))}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      {mode.value === 'cards' && c.secret === null && (
        <p class="hint">{t('sfs.ui.cardsNeedSecret')}</p>
      )}
      {cards && c.secret ? (
        <CardsEntry
          key={`${state.cases.length}-${trickNo}`}
          players={players}
          leader={state.leader}
          confidant={c.confidant}
          secret={c.secret}
          record={record}
        />
      ) : (
        <SeatButtons players={players} onPick={(winner) => void record({ t: 'trick', winner })} />
      )}
      {c.hidden && c.secret === null && (
        <SecretEntry later n={state.cases.length} confidant={confidant} record={record} />
      )}
    </section>
  )
}

/** What the table just learned: the last trick's winner (never why), or the closed case. */
function LastNews({ state, players }: { state: SfsState; players: string[] }) {
  const c = currentCase(state)
  const last = c?.tricks.at(-1)
  // Once the last case is closed, its culprit and weapon are the news, not its last trick.
  if (c && last && !c.score) {
    const secret = c.secret
    const played = last.played
    const confidant = players[c.confidant] ?? ''
    return (
      <div class="sfs-news" aria-live="polite">
        <p>{t('sfs.ui.trickWon', { n: c.tricks.length, name: players[last.winner] ?? '' })}</p>
        {secret && played && (
          <button
            type="button"
            class="btn small"
            onClick={() =>
              showPrivately(
                confidant,
                () => (
                  <p class="secret-shown">
                    {whySentence(played, explainTrick(played, secret), secret)}
                  </p>
                ),
                t('sfs.ui.whyNote', { name: confidant }),
              )
            }
          >
            {t('sfs.ui.why', { name: confidant })}
          </button>
        )}
      </div>
    )
  }
  const closed = state.cases.at(state.over ? -1 : -2)
  if (!closed?.score) return null
  const n = state.cases.indexOf(closed) + 1
  return (
    <p class="sfs-news" aria-live="polite">
      {closed.secret
        ? t('sfs.ui.caseOver', {
            n,
            culprit: suspectName(closed.secret.culprit),
            weapon: weaponName(closed.secret.weapon),
          })
        : t('sfs.ui.caseOverTiles', { n })}
    </p>
  )
}

function Over({ state, players }: { state: SfsState; players: string[] }) {
  return (
    <MatchOver
      title={t('sfs.ui.over')}
      players={players}
      winners={state.winners}
      one="sfs.ui.winnerIs"
      shared="sfs.ui.winners"
    />
  )
}
