import { MARK } from '@/lib/design'

type Props = { brand: string }

export function Logo({ brand }: Props) {
  const { core, satellite } = MARK
  return (
    <a href="/" className="logo" aria-label={`${brand} home`}>
      <svg aria-hidden="true" className="logo__mark" width="32" height="32" viewBox={MARK.viewBox} focusable="false">
        <path d={MARK.ring} fill="none" stroke="currentColor" strokeWidth={MARK.ringWidth} strokeLinecap="round" />
        <circle className="logo__accent" cx={core.cx} cy={core.cy} r={core.r} />
        <circle className="logo__accent" cx={satellite.cx} cy={satellite.cy} r={satellite.r} />
      </svg>
      <span>{brand}</span>
    </a>
  )
}
