import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'

/** A refusal or failure, announced at once and scrolled into view so a thumb-held phone shows it. */
export function Alert({ children }: { children: ComponentChildren }) {
  const box = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [children])
  return (
    <p ref={box} class="message error" role="alert">
      {children}
    </p>
  )
}
