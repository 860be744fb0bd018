import { type ComponentChildren, Fragment } from 'preact'
import type { Params } from '../../../core/reason'
import { t } from '../../../i18n'
import { WholeName } from '../../../ui/WholeName'

const MARK = '\u0000'

/**
 * A line with a player's name in it, the name cut short with "…" where a 24-character name would
 * push the controls below off the screen. Screen readers still hear the whole name.
 */
export function Clipped({ k, name, params }: { k: string; name: string; params?: Params }) {
  const [before = '', after = ''] = t(k, { ...params, name: MARK }).split(MARK)
  return (
    <>
      {before}
      <bdi class="sfs-clip">{name}</bdi>
      {after}
    </>
  )
}

/**
 * A line with several names in {names}, each cut short the same way: "Solved: Ann…, Ben…". The
 * line may wrap between two names, never before a comma.
 */
export function ClippedList(p: { text: (names: string) => string; names: readonly string[] }) {
  const [before = '', after = ''] = p.text(MARK).split(MARK)
  const last = p.names.length - 1
  return (
    <>
      {before}
      {p.names.map((name, i) => (
        <Fragment key={`${i}-${name}`}>
          <span class="sfs-clip-item">
            <bdi class="sfs-clip">{name}</bdi>
            {i < last && ','}
          </span>
          {i < last && ' '}
        </Fragment>
      ))}
      {after}
    </>
  )
}

/**
 * The gate between two sleuths: "Hand the phone to Cora, nobody else looks", and Cora's own
 * "I am Cora" to go on, the name whole on both (it is the point). `children` follow the button
 * (a "Later", say).
 */
export function HandOn(p: {
  name: string
  onTake: () => void
  class: string
  children?: ComponentChildren
}) {
  return (
    <div class={`stack ${p.class}`}>
      <p>
        <strong>
          <WholeName text={(name) => t('gate.handTo', { name })} name={p.name} />
        </strong>
        {t('gate.nobodyElse')}
      </p>
      <button
        type="button"
        class="btn primary big"
        aria-label={t('gate.iAm', { name: p.name })}
        onClick={p.onTake}
      >
        <WholeName text={(name) => t('gate.iAm', { name })} name={p.name} />
      </button>
      {p.children}
    </div>
  )
}
