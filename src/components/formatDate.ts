const formatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatDate(iso: string | null | undefined): string {
  return iso ? formatter.format(new Date(iso)) : ''
}

/** A moment to the minute in UTC, as the admin's panels list them: "2026-11-27 13:40 UTC". */
export function formatUtcMinute(when: string | Date): string {
  return `${new Date(when).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
