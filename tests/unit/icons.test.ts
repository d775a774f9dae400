import { describe, expect, it } from 'vitest'

import { isIconName, suggestIcon } from '@/lib/design/icons'

describe('icons', () => {
  it('suggests the icon of the first matching words of the title, else of the text, else the fallback', () => {
    expect(suggestIcon('Media streaming', 'Fork live call audio to a WebSocket', 'phone')).toBe('waveform')
    expect(suggestIcon('SDKs in six languages', '', 'phone')).toBe('code')
    expect(suggestIcon('Per-second billing', 'Metered per second of audio', 'sparkle')).toBe('clock')
    // The title names the feature: its text's "phone numbers" does not outweigh "calling".
    expect(suggestIcon('Telehealth calling', 'Bridge to phone numbers when video is not an option', 'people')).toBe('phone')
    expect(suggestIcon('Something else', 'entirely', 'globe')).toBe('globe')
  })
  it('knows its own names only', () => {
    expect(isIconName('sim')).toBe(true)
    expect(isIconName('toString')).toBe(false)
    expect(isIconName(undefined)).toBe(false)
  })
})
