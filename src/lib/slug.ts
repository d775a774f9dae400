/**
 * The spec's slug rule: accented letters become plain letters, other
 * characters except hyphen and space are dropped, spaces become hyphens,
 * and the result is lower case.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9\- ]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-{2,}/g, '-')
    .toLowerCase()
}

/** A slug is valid when slugifying it changes nothing and it is not empty. */
export function isValidSlug(value: string): boolean {
  return value.length > 0 && slugify(value) === value && !value.startsWith('-') && !value.endsWith('-')
}
