type Props = { brand: string }

export function Logo({ brand }: Props) {
  return (
    <a href="/" className="logo" aria-label={`${brand} home`}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
        <circle cx="14" cy="14" r="12" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="14" cy="14" r="4" fill="currentColor" />
      </svg>
      <span>{brand}</span>
    </a>
  )
}
