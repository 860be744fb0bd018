import { useState } from 'preact/hooks'
import { t } from '../../../i18n'
import { remembered } from '../../../ui/remembered'
import { SeatButtons, Tabs } from '../../../ui/Tabs'
import { CardByCardTrick, useTrickCards } from '../../../ui/TrickCards'
import { judgeTrick, type SonCard, type SonEvent, validateTrick } from '../rules'
import { CardPicker } from './CardPicker'
import { cardName } from './names'

type Mode = 'quick' | 'cards'
const mode = remembered<Mode>('son.tricks', ['quick', 'cards'], 'quick')

interface Props {
  players: string[]
  leader: number
  trump: SonCard['animal'] | null
  trickNo: number
  tricks: number
  maxValue: number
  available: boolean[]
  send: (event: SonEvent) => Promise<boolean>
}

/** Tap the winner (and say whose plusminus was played), or enter the cards and let the judge decide. */
export function TrickEntry(p: Props) {
  const { players, leader, trickNo, tricks, send } = p
  return (
    <section class="stack" aria-labelledby="son-trick-h">
      <h2 id="son-trick-h">{t('son.ui.whoWon', { n: trickNo, of: tricks })}</h2>
      <Tabs
        label={t('son.ui.mode')}
        options={(['quick', 'cards'] as const).map((m) => ({
          value: m,
          label: t(`son.ui.mode.${m}`),
        }))}
        value={mode.value}
        onChange={(m) => (mode.value = m)}
      />
      {mode.value === 'quick' ? (
        <Quick players={players} available={p.available} send={send} />
      ) : (
        <Cards {...p} leader={leader} />
      )}
    </section>
  )
}

function Quick({ players, available, send }: Pick<Props, 'players' | 'available' | 'send'>) {
  const [by, setBy] = useState<number | 'none'>('none')
  const [sign, setSign] = useState<2 | -2>(2)
  const holders = players.flatMap((name, seat) =>
    available[seat] ? [{ value: seat, label: name }] : [],
  )
  async function won(winner: number) {
    const plusminus = by === 'none' ? undefined : { seat: by, sign }
    if (await send(plusminus ? { t: 'trick', winner, plusminus } : { t: 'trick', winner }))
      setBy('none')
  }
  return (
    <>
      <SeatButtons label={t('son.ui.winner')} players={players} onPick={(seat) => void won(seat)} />
      {/* Asked before the tap above counts: a compact row, so the winners stay in view. */}
      <p class="hint son-pm-q" aria-hidden="true">
        {t('son.ui.pmQuestion')}
      </p>
      <Tabs
        label={t('son.ui.pmQuestion')}
        options={[{ value: 'none', label: t('son.ui.pmNone') }, ...holders].map((o) => ({
          value: String(o.value),
          label: o.label,
        }))}
        value={String(by)}
        onChange={(v) => setBy(v === 'none' ? 'none' : Number(v))}
      />
      {by !== 'none' && (
        <Tabs
          label={t('son.ui.sign')}
          options={[
            { value: '2', label: '+2' },
            { value: '-2', label: '−2' },
          ]}
          value={String(sign)}
          onChange={(v) => setSign(v === '2' ? 2 : -2)}
        />
      )}
    </>
  )
}

function Cards({ players, leader, trump, maxValue, available, send }: Props) {
  const trick = useTrickCards<SonCard>((next) =>
    validateTrick(next, { minCards: 1, maxCards: players.length, maxValue }),
  )
  const pmInTrick = trick.cards.some((c) => c.plusminus)
  return (
    <CardByCardTrick
      players={players}
      leader={leader}
      trick={trick}
      judge={(cards) => judgeTrick(cards, trump)}
      show={(card) => <strong>{cardName(card)}</strong>}
      cardOf={(name) => t('son.ui.cardOf', { name })}
      picker={(seat) => (
        <CardPicker
          key={trick.cards.length}
          label={t('son.ui.cardOf', { name: players[seat] ?? '' })}
          maxValue={maxValue}
          plusminus={!pmInTrick && available[seat] === true}
          onPick={trick.add}
        />
      )}
      takeLabel={(name) => t('son.ui.takes', { name })}
      removeLabel={t('son.ui.removeCard')}
      onTake={(winner, played) => send({ t: 'trick', winner, played })}
    />
  )
}
