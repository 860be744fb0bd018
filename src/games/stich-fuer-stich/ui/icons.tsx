import type { JSX } from 'preact'
import type { Suspect, Weapon } from '../rules'

// Small line drawings, so the tiles read at a glance without a font that has the right emoji.
const PATHS: Record<Suspect | Weapon | 'phantom', JSX.Element> = {
  influencer: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <circle cx="12" cy="18.5" r="1" />
      <path d="M12 7l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
    </>
  ),
  hairdresser: (
    <>
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="18" r="3" />
      <path d="M8.2 15.8L19 3M15.8 15.8L5 3" />
    </>
  ),
  gardener: (
    <>
      <path d="M12 22V11" />
      <path d="M12 13c-4 0-7-2.5-7-7 4 0 7 2.5 7 7zM12 11c0-4 2.5-7 7-7 0 4-2.5 7-7 7z" />
      <path d="M7 22h10" />
    </>
  ),
  mechanic: (
    <path d="M14.5 3.5a5 5 0 0 0-6 6.4L3 15.4a2.1 2.1 0 0 0 3 3l5.5-5.5a5 5 0 0 0 6.4-6l-3 3-2.6-.8-.8-2.6z" />
  ),
  revolver: (
    <>
      <path d="M3 8h16v4H9l-2 8H3l2-8z" />
      <path d="M19 9h2M10 12v2.5h3" />
    </>
  ),
  statue: (
    <>
      <circle cx="12" cy="6" r="3" />
      <path d="M7 16c0-4 2-6 5-6s5 2 5 6zM6 16h12v3H6zM4 22h16" />
    </>
  ),
  spade: (
    <>
      <path d="M12 2v12" />
      <path d="M10 2h4" />
      <path d="M8 14h8v3a4 4 0 0 1-8 0z" />
    </>
  ),
  knife: <path d="M3 21l8-8M11 13l9-10c1 4-1 9-6 12z" />,
  pillow: <path d="M4 6c3 1 13 1 16 0-1 4-1 8 0 12-3-1-13-1-16 0 1-4 1-8 0-12z" />,
  poison: (
    <>
      <path d="M10 2h4v5l4 4v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9l4-4z" />
      <path d="M10 14l4 4M14 14l-4 4" />
    </>
  ),
  ax: (
    <>
      <path d="M14 6L4 21" />
      <path d="M11 4c3-2 7-1 9 2l-3 5c-2-2-4-3-7-3z" />
    </>
  ),
  phantom: (
    <>
      <path d="M5 21V10a7 7 0 0 1 14 0v11l-2.5-2-2.3 2-2.2-2-2.2 2-2.3-2z" />
      <circle cx="9.5" cy="10" r="1" />
      <circle cx="14.5" cy="10" r="1" />
    </>
  ),
}

/** A suspect's, weapon's or the phantom's picture; decorative: the name is always beside it. */
export function Icon({ of, size = 28 }: { of: Suspect | Weapon | 'phantom'; size?: number }) {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[of]}
    </svg>
  )
}
