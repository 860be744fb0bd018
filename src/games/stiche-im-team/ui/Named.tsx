import type { Params } from '../../../core/reason'
import { t, tn } from '../../../i18n'

const MARK = '\u0000'

/**
 * A sentence that names a player, the name in its own span so a long one gives way (ellipsis)
 * before the rest of the sentence does. Works wherever the language puts {name}. With `count`
 * the sentence is said through `tn` (one trick, two tricks).
 */
export function Named(props: { k: string; name: string; params?: Params; count?: number }) {
  const { k, name, params, count } = props
  const all = { ...params, name: MARK }
  const text = count === undefined ? t(k, all) : tn(k, count, all)
  const [before, after] = text.split(MARK)
  if (after === undefined) return <>{text}</>
  return (
    <>
      {before}
      <span class="nm">{name}</span>
      {after}
    </>
  )
}
