import { expect, test, type Request } from '@playwright/test'

import { seriousViolations } from './axe'

/** The fake voice AI setup and calls services (tests/fakes/services.ts). */
const fakes = process.env.FAKE_SERVICES_URL ?? 'http://127.0.0.1:3199'
const setCall = (voiceAiCall: string) => fetch(`${fakes}/__mode`, { method: 'POST', body: JSON.stringify({ voiceAiCall }) })

type TrackBody = { type: string; data: Record<string, unknown> }
/** Each number gets only a few demos a day: every run calls numbers of its own. */
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0')

test.describe('the voice AI demo (fake voice AI services on 127.0.0.1)', () => {
  // The fake's call status is one setting for every call: these tests take turns.
  test.describe.configure({ mode: 'serial' })
  test.afterEach(() => setCall('ringing'))
  // The test site verifies captchas (the demo calls only after one) but its widget cannot load offline:
  // the request carries the token the fake hCaptcha accepts.
  test.beforeEach(({ page }) =>
    page.route('**/api/voice-ai/setup', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), captchaToken: 'pass-e2e' }) }),
    ),
  )

  test('choose an agent, submit “Let’s talk”, follow the call, and sign up at the end', async ({ page }) => {
    await setCall('ringing')
    await page.route('**/segment-cdn/**', (route) => route.abort())
    const tracked: TrackBody[] = []
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/s/t')) tracked.push(request.postDataJSON() as TrackBody)
    })
    await page.goto('/voice-ai')
    const demo = page.locator('[data-block="voice-ai-demo"]')
    const tabs = demo.getByRole('tablist', { name: 'Choose an agent' })
    await expect(tabs.getByRole('tab', { name: 'Appointment scheduler' })).toHaveAttribute('aria-selected', 'true')
    // Keyboard: the arrow key moves to and selects the next agent.
    await expect(async () => {
      await tabs.getByRole('tab', { name: 'Appointment scheduler' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(tabs.getByRole('tab', { name: 'Customer support' })).toHaveAttribute('aria-selected', 'true', { timeout: 1000 })
    }).toPass()
    await expect(tabs.getByRole('tab', { name: 'Customer support' })).toBeFocused()
    await expect(demo.getByRole('tabpanel')).toContainText('hands off to a person')
    await expect.poll(() => tracked.filter((t) => t.type === 'Voice AI Agent Selected').map((t) => t.data.agent)).toEqual(['customer-support'])

    const form = demo.getByRole('form', { name: 'Let’s talk' })
    await form.getByLabel('Your name').fill('Robin Caller')
    await form.getByLabel('Work e-mail').fill('robin@acme.example')
    await form.getByLabel('Phone number').fill('+1 555 0100')
    await form.getByRole('button', { name: 'Let’s talk' }).click()
    // The server reads the number and refuses it, naming the field.
    await expect(form.getByText(/^Phone number /)).toBeVisible()
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true')

    const phone = `+1 415 ${200 + Math.floor(Math.random() * 700)} ${digits(4)}`
    await form.getByLabel('Phone number').fill(phone)
    await form.getByLabel('Company website (optional)').fill('https://acme.example/')
    await form.getByRole('button', { name: 'Let’s talk' }).click()

    const call = demo.getByTestId('voice-ai-call')
    await expect(call.getByRole('heading', { name: `Calling ${phone}` })).toBeFocused()
    await expect(call.getByRole('status')).toContainText(/left to pick up/)
    // The countdown also as a bar that empties: named, with the time left in words.
    const ringing = call.getByRole('progressbar', { name: 'Time left to pick up' })
    await expect(ringing).toHaveAttribute('aria-valuetext', /^\d+:\d\d left$/)
    expect(Number(await ringing.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(Number(await ringing.getAttribute('aria-valuemax')))
    await expect.poll(() => tracked.filter((t) => t.type === 'Voice AI Lets Talk Submit').map((t) => t.data.agent)).toEqual(['customer-support'])

    await setCall('in-progress')
    await expect(call.getByRole('heading', { name: 'You are talking to the customer support' })).toBeVisible()
    await expect(call.getByRole('status')).toContainText(/The demo ends in [45]:\d\d/)
    await expect(call.getByRole('progressbar', { name: 'Time left in the demo call' })).toHaveAttribute('aria-valuetext', /^[45]:\d\d left$/)

    await setCall('completed')
    await expect(call.getByRole('heading', { name: 'Call ended' })).toBeFocused()
    await expect(call.getByRole('status')).toHaveText('Your demo call has ended.')
    await expect(call.getByRole('progressbar')).toHaveCount(0)
    expect(await seriousViolations(page, '[data-block="voice-ai-demo"]')).toEqual([])

    await call.getByRole('link', { name: 'Sign up to build your agent' }).click()
    await expect(page).toHaveURL(/\/sign-up\?agent=customer-support$/)
    await expect
      .poll(() => tracked.filter((t) => t.type === 'Voice AI Call Ended Sign Up Click').map((t) => t.data))
      .toEqual([{ agent: 'customer-support', reason: 'completed' }])
  })

  test('an unanswered call ends as such and still offers sign-up', async ({ page }) => {
    await setCall('no-answer')
    await page.goto('/products/voice-ai-agents')
    const demo = page.locator('[data-block="voice-ai-demo"]')
    const form = demo.getByRole('form', { name: 'Let’s talk' })
    await form.getByLabel('Your name').fill('Alex Busy')
    await form.getByLabel('Work e-mail').fill('alex@acme.example')
    await form.getByLabel('Phone number').fill(`+44 20 7946 0${digits(3)}`)
    await form.getByRole('button', { name: 'Let’s talk' }).click()
    await expect(demo.getByRole('status')).toHaveText('We could not reach you: the call was not answered.')
    await expect(demo.getByRole('link', { name: 'Sign up to build your agent' })).toHaveAttribute('href', '/sign-up?agent=appointment-scheduler')
    await demo.getByRole('button', { name: 'Try another agent' }).click()
    await expect(demo.getByRole('tablist', { name: 'Choose an agent' })).toBeVisible()
  })
})
