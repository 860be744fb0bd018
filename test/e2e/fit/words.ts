// Names and words as the table-fit test reads them (#25): no word is broken across lines (its
// rendered line boxes, Range.getClientRects, all lie on one line), and a text cut short with an
// ellipsis still shows at least its first `kept` characters (the whole of a shorter word).
import type { Locator } from 'playwright-core'

/** What is wrong with the words inside `root` as drawn (in the page); empty when nothing is. */
export function whyWordsCut(root: Element, kept: number): string[] {
  const problems: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  const lines = (rects: DOMRectList) => {
    const tops: number[] = []
    for (const r of rects) {
      if (r.width < 0.5 || r.height < 0.5) continue
      if (!tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top)
    }
    return tops.length
  }
  // Kept for screen readers only (.visually-hidden, or .hidden-when-short on a short screen).
  const unseen = (el: Element | null): boolean => {
    for (; el; el = el.parentElement) {
      if (el.matches('[hidden]') || getComputedStyle(el).clipPath === 'inset(50%)') return true
    }
    return false
  }
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.textContent ?? ''
    if (!parent || unseen(parent) || !text.trim()) continue
    if (parent.getClientRects().length === 0) continue
    for (const word of text.matchAll(/\S+/g)) {
      range.setStart(node, word.index)
      range.setEnd(node, word.index + word[0].length)
      if (lines(range.getClientRects()) > 1) problems.push(`"${word[0]}" breaks across lines`)
    }
    // Cut short with an ellipsis: the nearest box that clips it.
    let box: Element | null = parent
    while (box && box !== root.parentElement) {
      const style = getComputedStyle(box)
      if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) break
      box = box.parentElement
    }
    if (kept === 0 || !box || box === root.parentElement) continue
    const style = getComputedStyle(box)
    const ellipsis = document.createElement('span')
    ellipsis.textContent = '…'
    parent.append(ellipsis)
    const ellipsisWidth = ellipsis.getBoundingClientRect().width
    ellipsis.remove()
    const right =
      box.getBoundingClientRect().right -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.borderRightWidth) -
      ellipsisWidth
    const first = text.trimStart()
    const start = text.length - first.length
    const want = Math.min(kept, /^\S+/.exec(first)?.[0].length ?? 0)
    range.setStart(node, start)
    range.setEnd(node, start + want)
    if (range.getBoundingClientRect().right > right + 0.5) {
      let shown = 0
      for (let k = 1; k <= want; k++) {
        range.setEnd(node, start + k)
        if (range.getBoundingClientRect().right <= right + 0.5) shown = k
      }
      problems.push(`"${first.slice(0, 24)}" is cut to ${shown} characters`)
    }
  }
  return problems
}

/**
 * Every word problem inside the elements `control` matches, each named by its element; a name
 * cut short must keep `kept` characters (0: only words broken across lines count).
 */
export function wordsCut(control: Locator, kept: number): Promise<string[]> {
  return control.evaluateAll(
    (els, [source, kept]) => {
      const why = new Function(`return (${source})`)() as typeof whyWordsCut
      return els.flatMap((el) => {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`
        return why(el, kept as number).map((problem) => `${name}: ${problem}`)
      })
    },
    [whyWordsCut.toString(), kept] as const,
  )
}

/** Why the words of `el` do not all show (cut off at its edge), or null (in the page). */
export function whyTextCut(el: Element): string | null {
  return el.scrollWidth > el.clientWidth + 1
    ? `"${el.textContent?.trim()}" is cut off (${el.scrollWidth - el.clientWidth} px)`
    : null
}

/** Every element `text` matches whose words do not all show: cut off at its edge. */
export function textCut(text: Locator): Promise<string[]> {
  return text.evaluateAll((els, source) => {
    const why = new Function(`return (${source})`)() as typeof whyTextCut
    return els.flatMap((el) => why(el) ?? [])
  }, whyTextCut.toString())
}
