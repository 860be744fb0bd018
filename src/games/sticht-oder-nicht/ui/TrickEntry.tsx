import type { ComponentChildren } from 'preact'
import { useContext, useEffect } from 'preact/hooks'
import { t } from '../../../i18n'
import { DraftContext } from '../../../ui/draft'
import { TrickModeTabs, trickMode } from '../../../ui/TrickMode'
import type { Animal, SonCard, SonEvent } from '../rules'
import { CardTrick } from './CardTrick'
import { QuickTrick } from './QuickTrick'

const mode = trickMode('son')

interface Props {
  players: string[]
  leader: number
  trump: Animal | null
  trickNo: number
  tricks: number
  maxValue: number
  available: boolean[]
  gone: readonly SonCard[]
  revokeOf: (seat: number, card: SonCard) => { trick: number } | null
  send: (event: SonEvent) => Promise<boolean>
  /** A refusal of the last entry, shown right under the controls that made it. */
  notice?: ComponentChildren
}

/**
 * How the trick is entered, by its winner or card by card: a choice made once per table, shown
 * in the status's first line beside the round and the trick, so it never sits under the dock
 * while the cards are entered (#25).
 */
export function ModeSwitch() {
  return (
    <div class="son-trick-mode">
      <TrickModeTabs mode={mode} />
    </div>
  )
}

/** Tap the winner (after the plusminus question), or enter the cards and let the judge decide. */
export function TrickEntry(p: Props) {
  const { trickNo, tricks } = p
  const drafts = useContext(DraftContext)
  // What an undo put back (or a reload found) shows in the entry it was made with.
  useEffect(() => {
    const draft = drafts?.values.value ?? {}
    if (Array.isArray(draft.trick) && draft.trick.length > 0) mode.value = 'cards'
    else if (draft.pm) mode.value = 'quick'
  }, [])
  return (
    <section class="son-trick" aria-labelledby="son-trick-h">
      {/* The status above shows the trick's number; here it names the section. */}
      <h2 id="son-trick-h" class="visually-hidden">
        {t('cards.ui.trick', { n: trickNo, of: tricks })}
      </h2>
      {mode.value === 'quick' ? (
        <QuickTrick players={p.players} available={p.available} send={p.send} />
      ) : (
        <CardTrick
          players={p.players}
          leader={p.leader}
          trump={p.trump}
          maxValue={p.maxValue}
          available={p.available}
          gone={p.gone}
          revokeOf={p.revokeOf}
          send={p.send}
        />
      )}
      {p.notice}
    </section>
  )
}
