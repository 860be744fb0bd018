import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import type { SonEvent, Special } from '../rules'
import { specialText } from './names'
import { type Draft, SpecialPicker, toSpecial } from './SpecialPicker'

interface Props {
  players: string[]
  choosers: [number, number]
  send: (event: SonEvent) => Promise<boolean>
}

/** The two choosers each pick one of the revealed special cards; both are in effect this round. */
export function SpecialsEntry({ players, choosers, send }: Props) {
  const [first, setFirst] = useState<Special | null>(null)
  const [draft, setDraft] = useState<Draft>({})
  const card = toSpecial(draft)
  const n = first ? 2 : 1
  const chooser = players[n === 1 ? choosers[0] : choosers[1]] ?? ''

  async function next() {
    if (!card) return
    if (!first) {
      setFirst(card)
      setDraft({})
      return
    }
    const ok = await send({ t: 'specials', cards: [first, card] })
    if (!ok) return
    setFirst(null)
    setDraft({})
  }
  return (
    <section class="stack" aria-labelledby="son-specials-h">
      <h2 id="son-specials-h">{t('son.ui.choose', { name: chooser, n })}</h2>
      {first && <p class="special-chosen">{t('son.ui.card1', { text: specialText(first) })}</p>}
      <SpecialPicker key={n} id={`special-${n}`} value={draft} onChange={setDraft} />
      <button type="button" class="btn primary big" disabled={!card} onClick={() => void next()}>
        {first ? t('son.ui.saveSpecials') : t('son.ui.next')}
      </button>
      {first && (
        <button
          type="button"
          class="btn"
          onClick={() => {
            setDraft({})
            setFirst(null)
          }}
        >
          {t('app.cancel')}
        </button>
      )}
    </section>
  )
}
