/** Company domains (POST /api/domain-redirect): normalised, and matched with their parents. */

/** "  WWW.Acme.COM. " → "acme.com"; an e-mail address gives its domain; undefined when not a domain. */
export function normaliseDomain(input: string): string | undefined {
  let value = input.trim().toLowerCase()
  if (value.includes('@')) value = value.slice(value.lastIndexOf('@') + 1)
  value = value
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '')
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value) ? value : undefined
}

/** The domain and each parent that is still a registrable-looking name: eu.mail.acme.com → [eu.mail.acme.com, mail.acme.com, acme.com]. */
export function domainCandidates(domain: string): string[] {
  const labels = domain.split('.')
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
}
