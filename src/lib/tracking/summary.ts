/** The analytics list's summary: event counts per day and per event, from rows counted by day, kind and name. */

export type EventCount = { day: string; kind: string; name: string; count: number }
export type EventSummary = { perDay: [day: string, count: number][]; topEvents: [event: string, count: number][] }

/** How many events the "by name" table shows. */
export const TOP_EVENTS = 15

/** Days newest first (as counted), events by count, most first. */
export function summarizeEvents(rows: readonly EventCount[], top = TOP_EVENTS): EventSummary {
  const perDay = new Map<string, number>()
  const perEvent = new Map<string, number>()
  for (const row of rows) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count)
    const event = `${row.kind}: ${row.name}`
    perEvent.set(event, (perEvent.get(event) ?? 0) + row.count)
  }
  return {
    perDay: [...perDay.entries()],
    topEvents: [...perEvent.entries()].sort((a, b) => b[1] - a[1]).slice(0, top),
  }
}
