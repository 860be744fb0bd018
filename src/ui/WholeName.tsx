import './whole.css'

/**
 * A text with a name in it where the name is the point (whose turn it is, whom the phone goes
 * to): the name is shown whole, never cut and never broken inside (#25). A name too long for the
 * line gets a smaller font, just enough for it to fit; the words around it wrap as usual, and
 * what is glued to it (the full stop, a colon) stays on its line. `text` makes the words for a
 * name (a translation with {name} in it).
 */
export function WholeName({ text, name }: { text: (name: string) => string; name: string }) {
  const [before = '', after = ''] = text('\u0000').split('\u0000')
  const glued = /^\S*/.exec(after)?.[0] ?? ''
  const whole = `${name}${glued}`
  return (
    <span class="whole-in">
      {before}
      <span class="whole-name" style={{ '--chars': Math.max(1, [...whole].length) }}>
        {whole}
      </span>
      {after.slice(glued.length)}
    </span>
  )
}
