import { t } from '../../../i18n'
import { useDraft } from '../../../ui/draft'
import { SeatButtons, Tabs } from '../../../ui/Tabs'
import type { SonEvent } from '../rules'
import { isPmDraft, type PmDraft } from './drafts'
import { Named } from './Status'

interface Props {
  players: string[]
  /** Per seat: the plusminus card can still be played this round. */
  available: boolean[]
  send: (event: SonEvent) => Promise<boolean>
}

const signText = (sign: 2 | -2) => (sign > 0 ? '+2' : '−2')

/**
 * Trick by winner: first "was a plusminus card played?" (No is already chosen, so a plain trick
 * is one tap), then the same big buttons ask whose it was, then who took the trick.
 */
export function QuickTrick({ players, available, send }: Props) {
  const [pm, setPm] = useDraft<PmDraft>('pm', null, isPmDraft)
  const anyLeft = available.some(Boolean)
  // A draft from before the holder spent the card (or a reload after) asks again.
  const by = pm?.seat !== null && pm?.seat !== undefined && available[pm.seat] ? pm.seat : null
  const asking = pm !== null && by === null
  async function won(winner: number) {
    const plusminus = pm && by !== null ? { seat: by, sign: pm.sign } : undefined
    await send(plusminus ? { t: 'trick', winner, plusminus } : { t: 'trick', winner })
  }
  return (
    <>
      <div class="son-pm-ask">
        <span class="son-pm-label" aria-hidden="true">
          {t('son.ui.pmShort')}
        </span>
        <Tabs
          label={t('son.ui.pmQuestion')}
          options={[
            { value: 'none', label: t('confirm.no') },
            { value: '2', label: '+2', disabled: !anyLeft },
            { value: '-2', label: '−2', disabled: !anyLeft },
          ]}
          value={pm === null ? 'none' : String(pm.sign)}
          onChange={(v) => setPm(v === 'none' ? null : { sign: v === '2' ? 2 : -2, seat: null })}
        />
      </div>
      {asking ? (
        <>
          <p class="son-prompt" id="son-pm-who">
            {t('son.ui.pmWho', { sign: signText(pm.sign) })}
          </p>
          <div class="seat-grid" role="group" aria-labelledby="son-pm-who">
            {players.map((name, seat) => (
              <button
                key={name}
                type="button"
                class="btn big"
                disabled={!available[seat]}
                onClick={() => setPm({ sign: pm.sign, seat })}
              >
                <span class="seat-name">{name}</span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p class="son-prompt">
            <span>{t('son.ui.whoWon')}</span>
            {pm && by !== null && (
              <span class="badge accent">
                <Named
                  text={(name) => t('son.ui.pmBy', { sign: signText(pm.sign), name })}
                  name={players[by] ?? ''}
                />
              </span>
            )}
          </p>
          <SeatButtons
            label={t('son.ui.winner')}
            players={players}
            onPick={(seat) => void won(seat)}
          />
        </>
      )}
    </>
  )
}
