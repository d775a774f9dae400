/**
 * Latin letters that Unicode does not decompose into a plain letter plus an
 * accent (NFKD leaves them whole), so the rule "accented letters become plain
 * letters" needs them spelled out; without this, "Łódź" became "odz".
 */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ĸ: 'k',
  ŋ: 'ng',
  Ŋ: 'NG',
  ə: 'e',
  Ə: 'E',
  ǝ: 'e',
  Ǝ: 'E',
  ƒ: 'f',
  Ƒ: 'F',
}
const SPECIAL_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g')

/**
 * The spec's slug rule: accented letters become plain letters, other
 * characters except hyphen and space are dropped, spaces become hyphens,
 * and the result is lower case. Hyphens at either end are dropped too, so
 * the slug of any title with a letter or digit in it is valid.
 */
export function slugify(input: string): string {
  return (
    input
      .normalize('NFKD')
      // After NFKD, so a letter that also carries an accent (ǿ: ø plus acute) is found too.
      .replace(SPECIAL_LETTER, (letter) => PLAIN_LETTERS[letter] ?? '')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9\- ]/g, '')
      .trim()
      .replace(/ +/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
  )
}

/** The slug a document gets on save: the typed one normalised, else one made from the title. */
export function slugFrom(typed: unknown, title: unknown): string {
  return (typeof typed === 'string' ? slugify(typed) : '') || (typeof title === 'string' ? slugify(title) : '')
}

/** A slug is valid when slugifying it changes nothing and it is not empty. */
export function isValidSlug(value: string): boolean {
  return value.length > 0 && slugify(value) === value && !value.startsWith('-') && !value.endsWith('-')
}
