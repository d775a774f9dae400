/** The messaging rate card as CSV (the calculator's download, behind the pricing-csv form). */
import type { MessagingRate } from './estimate'
import { SENDER_TYPE_LABELS } from './catalog'

const HEADER = ['Country', 'Code', 'Message type', 'Direction', 'Sender type', 'Price per message (USD)', 'Carrier fee per message (USD)']

/** A CSV field: quoted when it holds a comma, quote or line break; formula-looking text is defused. */
function field(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function rateCardCsv(rates: readonly MessagingRate[], countryNames: ReadonlyMap<string, string>): string {
  const rows = [...rates]
    .sort(
      (a, b) =>
        (countryNames.get(a.country) ?? a.country).localeCompare(countryNames.get(b.country) ?? b.country) ||
        a.messageType.localeCompare(b.messageType) ||
        a.direction.localeCompare(b.direction) ||
        a.senderType.localeCompare(b.senderType),
    )
    .map((r) => [
      countryNames.get(r.country) ?? r.country,
      r.country,
      r.messageType.toUpperCase(),
      r.direction,
      SENDER_TYPE_LABELS[r.senderType],
      r.price.toFixed(4),
      r.carrierFee.toFixed(4),
    ])
  return [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
