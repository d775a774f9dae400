import { describe, expect, it } from 'vitest'

import { aiModelOptions } from '@/lib/pricing/aiModels'
import { domainCandidates, normaliseDomain } from '@/lib/forms/companyDomains'
import { isDisposable, NoRecordsError, validateEmail } from '@/lib/forms/emailValidation'

describe('normaliseDomain', () => {
  it.each([
    ['  WWW.Acme.COM. ', 'acme.com'],
    ['jane@Eu.Acme.com', 'eu.acme.com'],
    ['https://acme.co.uk/path', 'acme.co.uk'],
  ])('%s → %s', (input, output) => expect(normaliseDomain(input)).toBe(output))

  it.each(['', 'localhost', 'acme', 'a..b.com', '-acme.com', 'acme.c'])('refuses %j', (input) => expect(normaliseDomain(input)).toBeUndefined())

  it('lists the domain and its parents', () => {
    expect(domainCandidates('eu.mail.acme.com')).toEqual(['eu.mail.acme.com', 'mail.acme.com', 'acme.com'])
  })
})

describe('validateEmail', () => {
  const lists = { exact: new Set(['mailinator.com']), wildcards: new Set(['33mail.com']) }
  const mx = (answer: string[] | Error) => async () => {
    if (answer instanceof Error) throw answer
    return answer
  }

  it('refuses bad syntax and disposable domains (wildcards include subdomains)', async () => {
    expect((await validateEmail('not an email', lists, mx(['mx']))).reason).toBe('syntax')
    expect((await validateEmail('a@mailinator.com', lists, mx(['mx']))).reason).toBe('disposable')
    expect((await validateEmail('a@me.33mail.com', lists, mx(['mx']))).reason).toBe('disposable')
    expect(isDisposable('sub.mailinator.com', lists.exact, lists.wildcards)).toBe(false)
  })

  it('judges the mail servers: none is invalid, a failed lookup is not held against the visitor', async () => {
    expect(await validateEmail('a@acme.com', lists, mx(['mx1.acme.com']))).toMatchObject({ valid: true, reason: 'ok' })
    expect(await validateEmail('a@acme.com', lists, mx([]))).toMatchObject({ valid: false, reason: 'no-mail-server' })
    expect(await validateEmail('a@acme.com', lists, mx(new NoRecordsError('ENOTFOUND')))).toMatchObject({ valid: false, reason: 'no-mail-server' })
    expect(await validateEmail('a@acme.com', lists, mx(new Error('ETIMEOUT')))).toMatchObject({ valid: true, reason: 'mail-server-unchecked' })
  })
})

describe('aiModelOptions', () => {
  it('drops models owned by openai and sorts label/value options by label', () => {
    const options = aiModelOptions({
      data: [
        { id: 'meta-llama/Llama-3.3-70B', owned_by: 'meta' },
        { id: 'gpt-4o', owned_by: 'openai' },
        { id: 'anthropic/claude', owned_by: 'anthropic' },
        { id: 'Qwen/Qwen2.5-7B', owned_by: 'qwen' },
      ],
    })
    expect(options).toEqual([
      { label: 'anthropic/claude', value: 'anthropic/claude' },
      { label: 'meta-llama/Llama-3.3-70B', value: 'meta-llama/Llama-3.3-70B' },
      { label: 'Qwen/Qwen2.5-7B', value: 'Qwen/Qwen2.5-7B' },
    ])
  })
})
