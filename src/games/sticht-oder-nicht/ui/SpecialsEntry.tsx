import type { ComponentChildren } from 'preact'
import { t } from '../../../i18n'
import { Alert } from '../../../ui/Alert'
import { useDraft } from '../../../ui/draft'
import { WholeName } from '../../../ui/WholeName'
import { checkSpecials, type SonEvent } from '../rules'
import { EMPTY_SPECIALS, isSpecialsDraft, type SpecialsDraft } from './drafts'
import { sayReason, specialText } from './names'
import { SpecialPicker, toSpecial } from './SpecialPicker'

interface Props {
  players: string[]
  choosers: [number, number]
  send: (event: SonEvent) => Promise<boolean>
  /** What stays in the box this round: said before the first card (the deal), not again. */
  setAside?: ComponentChildren
}

/** The two choosers each pick one of the revealed special cards; both are in effect this round. */
export function SpecialsEntry({ players, choosers, send, setAside }: Props) {
  const [{ first, draft }, setChoice] = useDraft<SpecialsDraft>(
    'specials',
    EMPTY_SPECIALS,
    isSpecialsDraft,
  )
  const card = toSpecial(draft)
  const n = first ? 2 : 1
  const chooser = players[n === 1 ? choosers[0] : choosers[1]] ?? ''
  // The picker greys out the first card's pile; a draft kept from before may still hold one.
  const problem = first && card ? checkSpecials([first, card]) : null

  async function next() {
    if (!card || problem) return
    if (!first) {
      setChoice({ first: card, draft: {} })
      // The second card's screen starts at its top: who chooses it, then its kinds.
      window.scrollTo(0, 0)
      return
    }
    await send({ t: 'specials', cards: [first, card] })
  }
  return (
    <section class="stack son-specials-entry" aria-labelledby="son-specials-h">
      {!first && setAside}
      <h2 id="son-specials-h">
        <WholeName text={(name) => t('son.ui.choose', { name, n })} name={chooser} />
      </h2>
      {first && (
        // The first card, and the way back to it, in one line above the second (#25).
        <div class="special-chosen">
          <p>{t('son.ui.card1', { text: specialText(first) })}</p>
          <button type="button" class="btn" onClick={() => setChoice(EMPTY_SPECIALS)}>
            {t('app.cancel')}
          </button>
        </div>
      )}
      <SpecialPicker
        key={n}
        id={`special-${n}`}
        value={draft}
        first={first}
        onChange={(d) => setChoice({ first, draft: d })}
      />
      {problem && <Alert>{sayReason(problem)}</Alert>}
      <button
        type="button"
        class="btn primary big"
        disabled={!card || problem !== null}
        onClick={() => void next()}
      >
        {first ? t('son.ui.saveSpecials') : t('son.ui.next')}
      </button>
    </section>
  )
}
