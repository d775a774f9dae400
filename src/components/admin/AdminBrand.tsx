import { BRAND_COLOURS, MARK } from '@/lib/design'

/** The mark alone, on the admin's theme colour: the small icon of the admin's navigation. */
export function AdminIcon() {
  const { core, satellite } = MARK
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox={MARK.viewBox} focusable="false">
      <path d={MARK.ring} fill="none" stroke="currentColor" strokeWidth={MARK.ringWidth} strokeLinecap="round" />
      <circle cx={core.cx} cy={core.cy} r={core.r} fill={BRAND_COLOURS.citron} stroke="currentColor" strokeWidth="0.75" />
      <circle cx={satellite.cx} cy={satellite.cy} r={satellite.r} fill="currentColor" />
    </svg>
  )
}

/** Ostra's name and mark on the admin's sign-in and account screens, instead of Payload's logo (issue 30). */
export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.6rem', fontSize: '1.75rem', fontWeight: 700, color: 'var(--theme-text)' }}>
      <AdminIcon />
      Ostra
    </span>
  )
}
