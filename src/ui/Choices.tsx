import type { ComponentChildren } from 'preact'
import './choices.css'

interface Option<T> {
  value: T
  label: ComponentChildren
  hint?: ComponentChildren
  disabled?: boolean
  lang?: string
}

interface Props<T> {
  legend: ComponentChildren
  /** The radio group's name; unique on the page. */
  name: string
  options: readonly Option<T>[]
  value: T | null
  onChange: (value: T) => void
  /** Side by side instead of stacked, for short labels. */
  row?: boolean
  /** Two columns, for a table of players: fits four without scrolling. */
  grid?: boolean
  /** No radio circle: the whole card is the radio, its colour says it is chosen (short labels). */
  plain?: boolean
}

/** A radio group drawn as big tappable cards; the whole card is the target. */
export function Choices<T>(props: Props<T>) {
  const { legend, name, options, value, onChange, row = false, grid = false, plain = false } = props
  return (
    // The fieldset is no flex or grid box itself: WebKitGTK's first layout of one that wraps
    // counted its legend into the first line, 36 px too tall until a focus changed it (#25).
    <fieldset>
      <legend>{legend}</legend>
      <div class={`choices ${row ? 'row' : ''} ${grid ? 'grid' : ''} ${plain ? 'plain' : ''}`}>
        {options.map((o) => (
          <label key={String(o.value)} class={`choice ${o.disabled ? 'soon' : ''}`} lang={o.lang}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <span>
              {o.hint ? <strong>{o.label}</strong> : o.label}
              {o.hint && <small>{o.hint}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
