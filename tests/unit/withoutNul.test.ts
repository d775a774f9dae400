import { describe, expect, it } from 'vitest'

import { withoutNul } from '@/api/errors'

const parse = (json: string) => JSON.parse(json, withoutNul) as unknown

describe('a JSON body as PostgreSQL can keep it', () => {
  it('drops NUL characters from strings and keys', () => {
    expect(parse('{"a\\u0000b": "x\\u0000y", "list": ["\\u0000"]}')).toEqual({ ab: 'xy', list: [''] })
  })

  it('writes U+FFFD for half a surrogate pair, alone or at either end, and keeps whole pairs', () => {
    expect(parse('{"message": "a\\ud800b", "end": "z\\udfff", "pair": "\\ud83d\\ude00", "\\udc00key": 1}')).toEqual({
      message: 'a\uFFFDb',
      end: 'z\uFFFD',
      pair: '😀',
      '\uFFFDkey': 1,
    })
  })

  it('gives a string JSON.stringify writes without a lone surrogate escape', () => {
    expect(JSON.stringify(parse('["\\udbff", "\\ud800\\ud800\\udc00"]'))).toBe('["\uFFFD","\uFFFD𐀀"]')
  })
})
