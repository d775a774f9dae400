import { describe, expect, it } from 'vitest'

import { readJson } from '@/api/errors'

const body = (text: string) => ({ text: async () => text })

describe('readJson', () => {
  it('drops NUL characters from strings and keys (PostgreSQL stores none)', async () => {
    expect(await readJson(body('{"a":"b\\u0000c","d\\u0000":["\\u0000x"],"n":1}'))).toEqual({ a: 'bc', d: ['x'], n: 1 })
  })
  it('answers undefined for a missing or malformed body, and keeps everything else as sent', async () => {
    expect(await readJson(body(''))).toBeUndefined()
    expect(await readJson(body('{"a":'))).toBeUndefined()
    expect(await readJson({})).toBeUndefined()
    expect(await readJson(body('{"a":"é\\u0001","b":null,"c":[true]}'))).toEqual({ a: 'é\u0001', b: null, c: [true] })
  })
})
