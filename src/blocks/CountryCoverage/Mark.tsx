/** "✓" or "—" for the eye; "Yes" or "No" for screen readers (the column header names what is offered). */
export function Mark({ yes }: { yes: boolean }) {
  return (
    <>
      <span aria-hidden="true">{yes ? '✓' : '—'}</span>
      <span className="visually-hidden">{yes ? 'Yes' : 'No'}</span>
    </>
  )
}
