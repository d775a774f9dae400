const formatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatDate(iso: string | null | undefined): string {
  return iso ? formatter.format(new Date(iso)) : ''
}
