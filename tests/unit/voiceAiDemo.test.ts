import { describe, expect, it } from 'vitest'

import { DEMO_TIME_LIMIT_SECONDS, DEMO_TIMEOUT_SECONDS } from '@/lib/config/voiceAi'
import { demoPhase, formatCountdown } from '@/lib/voiceAi/voiceAi'

const limits = { timeoutSeconds: DEMO_TIMEOUT_SECONDS, timeLimitSeconds: DEMO_TIME_LIMIT_SECONDS }

describe('the voice AI demo call’s phase', () => {
  it('rings for at most the 60 s timeout, then gives up as unanswered', () => {
    expect(demoPhase('ringing', 0, undefined, limits)).toEqual({ phase: 'calling', secondsLeft: 60 })
    expect(demoPhase('queued', 12.4, undefined, limits)).toEqual({ phase: 'calling', secondsLeft: 48 })
    expect(demoPhase('ringing', 59.5, undefined, limits)).toEqual({ phase: 'calling', secondsLeft: 1 })
    expect(demoPhase('ringing', 60, undefined, limits)).toEqual({ phase: 'ended', reason: 'no-answer' })
  })

  it('counts the 300 s limit from the answer, not from the start', () => {
    expect(demoPhase('in-progress', 20, 0, limits)).toEqual({ phase: 'in-call', secondsLeft: 300 })
    expect(demoPhase('in-progress', 90, 70, limits)).toEqual({ phase: 'in-call', secondsLeft: 230 })
    // Answered at 55 s: still on the call at 200 s although the ringing timeout has long passed.
    expect(demoPhase('in-progress', 200, 145, limits)).toEqual({ phase: 'in-call', secondsLeft: 155 })
    expect(demoPhase('in-progress', 400, 300, limits)).toEqual({ phase: 'ended', reason: 'time-limit' })
  })

  it('ends as the service says', () => {
    expect(demoPhase('completed', 30, 10, limits)).toEqual({ phase: 'ended', reason: 'completed' })
    expect(demoPhase('no-answer', 30, undefined, limits)).toEqual({ phase: 'ended', reason: 'no-answer' })
    expect(demoPhase('busy', 5, undefined, limits)).toEqual({ phase: 'ended', reason: 'no-answer' })
    expect(demoPhase('failed', 5, undefined, limits)).toEqual({ phase: 'ended', reason: 'failed' })
  })

  it('without a status service, assumes the call was answered once the ringing window passes', () => {
    expect(demoPhase('unknown', 30, undefined, limits)).toEqual({ phase: 'calling', secondsLeft: 30 })
    expect(demoPhase('unknown', 60, undefined, limits)).toEqual({ phase: 'in-call', secondsLeft: 300 })
    expect(demoPhase('unknown', 359, undefined, limits)).toEqual({ phase: 'in-call', secondsLeft: 1 })
    expect(demoPhase('unknown', 360, undefined, limits)).toEqual({ phase: 'ended', reason: 'time-limit' })
  })

  it('honours configured limits', () => {
    expect(demoPhase('ringing', 5, undefined, { timeoutSeconds: 5, timeLimitSeconds: 10 })).toEqual({ phase: 'ended', reason: 'no-answer' })
    expect(demoPhase('in-progress', 20, 9, { timeoutSeconds: 5, timeLimitSeconds: 10 })).toEqual({ phase: 'in-call', secondsLeft: 1 })
  })

  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00')
    expect(formatCountdown(65)).toBe('1:05')
    expect(formatCountdown(9.2)).toBe('0:10')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})
