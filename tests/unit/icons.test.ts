import { describe, expect, it } from 'vitest'

import { isIconName, suggestIcon } from '@/lib/icons'

describe('icons', () => {
  it('suggests the icon of the first matching words, else the fallback', () => {
    expect(suggestIcon('Media streaming: fork live call audio to a WebSocket', 'phone')).toBe('waveform')
    expect(suggestIcon('SDKs in six languages', 'phone')).toBe('code')
    expect(suggestIcon('Per-second billing', 'sparkle')).toBe('clock')
    expect(suggestIcon('Answering machine detection', 'phone')).toBe('waveform')
    expect(suggestIcon('Something else entirely', 'globe')).toBe('globe')
  })
  it('knows its own names only', () => {
    expect(isIconName('sim')).toBe(true)
    expect(isIconName('toString')).toBe(false)
    expect(isIconName(undefined)).toBe(false)
  })
})
