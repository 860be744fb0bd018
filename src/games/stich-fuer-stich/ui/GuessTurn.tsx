import { useState } from 'preact/hooks'
import type { Reason } from '../../../core/reason'
import { say, t, tn } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { closeOverlay, overlay } from '../../../ui/overlay'
import { Cover } from '../../../ui/privacy'
import type { PlayTable } from '../../types'
import { checkGuess, type Secret, type SfsEvent, TRICKS } from '../rules'
import { solvedIn } from '../table'
import { HandOn } from './Clip'
import { useDropWhenHidden } from './hideAway'
import { TilePicker, type Tiles } from './TilePicker'

type Record = (event: SfsEvent) => Promise<Reason | null>

/** Who searches after this trick, in turn, and how their guesses are checked and recorded. */
export interface Turns {
  players: string[]
  secret: Secret
  trickNo: number
  /** The sleuths still to search, in turn from the confidant's left. */
  pending: number[]
  record: Record
}

/** Opens `seat`'s private guess, past the gate: the sleuth holds the phone. */
export function turn(p: Turns, seat: number) {
  const after = p.pending.slice(p.pending.indexOf(seat) + 1)
  overlay.value = () => (
    <GuessTurn
      name={p.players[seat] ?? ''}
      seat={seat}
      secret={p.secret}
      trickNo={p.trickNo}
      next={after[0]}
      nextName={after[0] === undefined ? '' : (p.players[after[0]] ?? '')}
      onNext={() => after[0] !== undefined && turn({ ...p, pending: after }, after[0])}
      record={p.record}
    />
  )
}

/**
 * At a table of phones: this phone's own sleuth guesses here, and the confidant's phone checks
 * it (and records the result); the answer comes back to this phone alone.
 */
export function askTurn(
  p: { players: string[]; confidant: number; trickNo: number; table: PlayTable },
  seat: number,
) {
  overlay.value = () => (
    <GuessTurn
      name={p.players[seat] ?? ''}
      seat={seat}
      trickNo={p.trickNo}
      next={undefined}
      nextName=""
      onNext={closeOverlay}
      record={async () => null}
      ask={async (tiles) => {
        const got = await p.table.ask(p.confidant, { kind: 'guess', ...tiles })
        if (!got.ok) return got
        const solved = solvedIn(got.reply)
        return solved === null
          ? { ok: false, reason: { key: 'table.notAMessage' } }
          : { ok: true, solved }
      }}
    />
  )
}

interface TurnProps {
  name: string
  seat: number
  /** The secret, on this phone; or, at a table, `ask` checks the guess on the confidant's. */
  secret?: Secret
  ask?: (tiles: Tiles) => Promise<{ ok: true; solved: boolean } | { ok: false; reason: Reason }>
  trickNo: number
  /** The sleuth after this one in this search, if any. */
  next: number | undefined
  nextName: string
  onNext: () => void
  record: Record
}

/**
 * One sleuth's private turn: culprit, weapon, "Check". Whether they solved is public (the
 * confidant announces it at the table, and the pad shows it), so the answer stays on screen while
 * the phone goes to the next sleuth, whose "I am …" opens their own guess. After the last sleuth
 * the phone is back at the table, where the search's result is said.
 */
function GuessTurn(p: TurnProps) {
  const [tiles, setTiles] = useState<Tiles>({})
  const [problem, setProblem] = useState<Reason | null>(null)
  const [result, setResult] = useState<boolean | null>(null)
  // Only here, never in a draft: locking the phone drops a half-chosen guess.
  useDropWhenHidden(closeOverlay)
  if (result !== null) {
    return (
      <div class="sfs-private">
        <Cover label={t(result ? 'sfs.ui.solved' : 'sfs.ui.falseSuspicion')}>
          <p>{result ? tn('sfs.ui.solvedNote', TRICKS + 1 - p.trickNo) : t('sfs.ui.falseNote')}</p>
          {p.next === undefined ? (
            <button type="button" class="btn primary big" onClick={closeOverlay}>
              {t('sfs.ui.done')}
            </button>
          ) : (
            <HandOn class="sfs-pass" name={p.nextName} onTake={p.onNext}>
              <button type="button" class="btn" onClick={closeOverlay}>
                {t('sfs.ui.later')}
              </button>
            </HandOn>
          )}
        </Cover>
      </div>
    )
  }
  async function check() {
    if (p.ask) {
      // Checked and recorded on the confidant's phone; only this phone hears the answer.
      const answered = await p.ask(tiles)
      if (!answered.ok) return setProblem(answered.reason)
      return setResult(answered.solved)
    }
    if (!p.secret) return
    const checked = checkGuess(p.secret, tiles)
    if (!checked.ok) return setProblem(checked.reason)
    // Saved before the answer shows: a solve scores at once and survives a reload.
    const refused = await p.record({ t: 'guess', seat: p.seat, solved: checked.solved })
    if (refused) return setProblem(refused)
    if (p.next === undefined) closeOverlay()
    else setResult(checked.solved)
  }
  return (
    <div class="sfs-private">
      <Cover label={t('sfs.ui.guessTitle', { name: p.name })}>
        <TilePicker name="guess" value={tiles} onChange={setTiles} />
        {problem && <Alert>{say(problem)}</Alert>}
        <button type="button" class="btn primary big" onClick={() => void check()}>
          {t('sfs.ui.check')}
        </button>
        <button type="button" class="btn" onClick={closeOverlay}>
          {t('app.cancel')}
        </button>
      </Cover>
    </div>
  )
}
