import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import { t } from '../../i18n'
import { href, type Route } from '../router'
import { useEdges } from './edges'

interface Props {
  title: string
  /** Where the back arrow leads; the home screen has none. */
  back?: Route | false
  actions?: ComponentChildren
  /**
   * A line of the header under the title, always in view (the match's table). On a phone it
   * takes the title's place; the title stays for screen readers and the tab's name.
   */
  line?: ComponentChildren
  /** Sticks to the bottom, under the thumb: the place for undo and the main action. */
  footer?: ComponentChildren
  children: ComponentChildren
}

/** One screen: a header with back and title, then the content. Focus moves to the title on entry. */
export function Screen({ title, back = { name: 'home' }, actions, line, footer, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const bar = useRef<HTMLElement>(null)
  const dock = useRef<HTMLElement>(null)
  useEdges(bar, dock, Boolean(footer))
  useEffect(() => {
    document.title = title === 'Stichblock' ? title : `${title} · Stichblock`
    heading.current?.focus({ preventScroll: true })
  }, [title])
  return (
    <>
      <header class="bar" ref={bar}>
        {back && (
          <a class="bar-back" href={href(back)}>
            <span aria-hidden="true">‹</span>
            <span class="visually-hidden">{t(back.name === 'home' ? 'nav.home' : 'nav.back')}</span>
          </a>
        )}
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {line}
        {actions && <div class="bar-actions">{actions}</div>}
      </header>
      <main class="content">{children}</main>
      {footer && (
        <footer class="dock" ref={dock}>
          {footer}
        </footer>
      )}
    </>
  )
}
