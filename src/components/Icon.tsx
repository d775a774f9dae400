import type { ReactNode } from 'react'

import type { IconName } from '@/lib/design'

/** Line drawings on a 24-unit grid, stroked in the text colour, so they follow every section background. */
const DRAWINGS: Record<IconName, ReactNode> = {
  phone: <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  message: <path d="M4 5h16v11H9l-5 4V5Z M8 9.5h8 M8 12.5h5" />,
  hash: <path d="M9 3 7 21 M17 3l-2 18 M4 8.5h17 M3 15.5h17" />,
  shield: <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z M8.5 12l2.5 2.5 4.5-5" />,
  sparkle: (
    <path d="M12 3c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7Z M19 16c.3 1.6 1 2.3 2.5 2.5-1.6.3-2.3 1-2.5 2.5-.3-1.6-1-2.3-2.5-2.5 1.6-.3 2.3-1 2.5-2.5Z" />
  ),
  database: <path d="M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3Z M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6 M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />,
  sim: <path d="M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z M9 11h6v6H9v-6Z M12 11v6 M9 14h6" />,
  network: (
    <>
      <circle cx="12" cy="5" r="2" />
      <circle cx="5" cy="18" r="2" />
      <circle cx="19" cy="18" r="2" />
      <path d="M11 6.8 6 16.2 M13 6.8l5 9.4 M7 18h10" />
    </>
  ),
  globe: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />,
  bolt: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />,
  code: <path d="m8 7-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16" />,
  waveform: <path d="M3 12h2 M7 8v8 M11 4v16 M15 7v10 M19 10v4" />,
  chart: <path d="M4 4v16h16 M8 15l3.5-4 3 2.5L20 7" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 7.5V12l3 2" />,
  route: (
    <>
      <circle cx="6" cy="5.5" r="2" />
      <circle cx="18" cy="18.5" r="2" />
      <path d="M8 5.5h7.5a3.5 3.5 0 0 1 0 7h-7a3.5 3.5 0 0 0 0 7H16" />
    </>
  ),
  people: (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z M2.5 20c.5-3.6 3.1-6 6.5-6s6 2.4 6.5 6 M16 4.3a3.5 3.5 0 0 1 0 6.4 M18 14.3c2 .8 3.2 2.8 3.5 5.7" />
  ),
}

/** A decorative icon: the words beside it carry the meaning, so screen readers skip it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[name]}
    </svg>
  )
}
