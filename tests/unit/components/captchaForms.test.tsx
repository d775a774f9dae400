// @vitest-environment jsdom
/**
 * Forms that cannot work say so first (issue 29): where the captcha policy refuses (production
 * without hCaptcha), the sign-up and abuse-report blocks render the unavailable notice with the way
 * to sales instead of their fields; configured, or where no captcha is required, the form as usual.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Form } from '@/blocks/Form/Component'
import { SignUp } from '@/blocks/SignUp/Component'
import { signUpFixture } from '@/blocks/SignUp/fixture'
import type { BlockOf } from '@/blocks/types'
import { VoiceAiDemo } from '@/blocks/VoiceAiDemo/Component'
import { captchaPolicy } from '@/lib/forms/captchaPolicy'
import { env } from '@/lib/config/data'
import { PRODUCTION_FLAGS } from '@/lib/experiments/flags'

// hCaptcha's widget would load its script from the internet: a stand-in marks where it renders.
vi.mock('@hcaptcha/react-hcaptcha', () => ({ default: () => <div data-testid="hcaptcha-widget" /> }))

const context = { path: '/test', pageNumber: 1 }
const reportAbuse: BlockOf<'form'> = { blockType: 'form', form: 'report-abuse', heading: 'Report abuse' }
const contactSales: BlockOf<'form'> = { blockType: 'form', form: 'contact-sales', heading: 'Talk to sales' }

const saved = { appEnv: env.appEnv, hcaptcha: env.hcaptcha }
const configured = { secret: 'secret', siteKey: 'site-key', verifyUrl: 'https://hcaptcha.invalid/siteverify', timeoutMs: 1000 }
const setups = {
  'production without hCaptcha': { appEnv: 'production', hcaptcha: undefined },
  'production with the secret but no site key': { appEnv: 'production', hcaptcha: { ...configured, siteKey: undefined } },
  'production with hCaptcha': { appEnv: 'production', hcaptcha: configured },
  'development without hCaptcha': { appEnv: 'dev', hcaptcha: undefined },
} as const
type Setup = keyof typeof setups

function use(setup: Setup) {
  Object.assign(env, setups[setup])
}

beforeEach(() => use('development without hCaptcha'))
afterEach(() => {
  cleanup()
  Object.assign(env, saved)
})

/** Renders a block, then waits for its island's chunk (next/dynamic) as the browser does. */
async function renderBlock(element: React.ReactElement) {
  const result = render(element)
  await act(async () => {
    await import('@/blocks/SignUp/Form.client')
    await import('@/components/forms/SiteForm.client')
  })
  return result
}

/** The notice: unavailable in plain words, the way to sales, and not one field to type into. */
function expectUnavailable(container: HTMLElement) {
  expect(screen.getByRole('note').textContent).toMatch(/unavailable right now/)
  expect(screen.getByRole('link', { name: 'Talk to our team' }).getAttribute('href')).toBe('/contact-us')
  expect(container.querySelector('form, input, textarea, select, button')).toBeNull()
  expect(screen.queryByRole('textbox')).toBeNull()
  // Nothing on the page names a setting.
  expect(container.textContent).not.toMatch(/HCAPTCHA|SITE_KEY|_SECRET/)
}

describe('captcha policy', () => {
  it('refuses exactly the setups the blocks below show as unavailable', () => {
    expect(Object.fromEntries(Object.entries(setups).map(([name, config]) => [name, captchaPolicy(config)]))).toEqual({
      'production without hCaptcha': 'refuse',
      'production with the secret but no site key': 'refuse',
      'production with hCaptcha': 'verify',
      'development without hCaptcha': 'open',
    })
  })
})

describe('sign-up block', () => {
  for (const setup of ['production without hCaptcha', 'production with the secret but no site key'] as const) {
    it(`${setup}: says sign-up is unavailable, with the way to sales, and shows no field`, async () => {
      use(setup)
      const { container } = await renderBlock(<SignUp block={signUpFixture} context={context} />)
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy()
      expect(screen.getByRole('note').textContent).toMatch(/^Sign-up with your e-mail is unavailable right now/)
      expectUnavailable(container)
    })
  }

  it('production with hCaptcha: the form, with the captcha widget', async () => {
    use('production with hCaptcha')
    await renderBlock(<SignUp block={signUpFixture} context={context} />)
    const form = screen.getByRole('form', { name: 'Create your account' })
    expect(within(form).getByLabelText('First name')).toBeTruthy()
    expect(within(form).getByRole('button', { name: /create/i })).toBeTruthy()
    expect(await screen.findByTestId('hcaptcha-widget')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('development without hCaptcha (no captcha required): the form, no widget', async () => {
    await renderBlock(<SignUp block={signUpFixture} context={context} />)
    expect(within(screen.getByRole('form', { name: 'Create your account' })).getByLabelText('First name')).toBeTruthy()
    expect(screen.queryByTestId('hcaptcha-widget')).toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('unavailable, single sign-on (no captcha) stays, without "or sign up with your e-mail"', async () => {
    use('production without hCaptcha')
    await renderBlock(<SignUp block={signUpFixture} context={{ ...context, flags: { ...PRODUCTION_FLAGS, gsiLogin: true } }} />)
    expect(screen.getByRole('link', { name: /google/i })).toBeTruthy()
    expect(screen.queryByText(/or sign up with your e-mail/)).toBeNull()
    expect(screen.getByRole('note').textContent).toMatch(/unavailable right now/)
  })
})

describe('form block: the abuse report (needs a captcha)', () => {
  for (const setup of ['production without hCaptcha', 'production with the secret but no site key'] as const) {
    it(`${setup}: says the form is unavailable, with the way to sales, and shows no field`, async () => {
      use(setup)
      const { container } = await renderBlock(<Form block={reportAbuse} context={context} />)
      expect(screen.getByRole('heading', { name: 'Report abuse' })).toBeTruthy()
      expectUnavailable(container)
    })
  }

  for (const setup of ['production with hCaptcha', 'development without hCaptcha'] as const) {
    it(`${setup}: the form`, async () => {
      use(setup)
      const { container } = await renderBlock(<Form block={reportAbuse} context={context} />)
      expect(container.querySelector('form[data-form="report-abuse"]')).not.toBeNull()
      expect(screen.getByLabelText(/Your name/)).toBeTruthy()
      expect(screen.queryByRole('note')).toBeNull()
    })
  }

  it('a form without a captcha (contact sales) stays open in production without hCaptcha', async () => {
    use('production without hCaptcha')
    const { container } = await renderBlock(<Form block={contactSales} context={context} />)
    expect(container.querySelector('form[data-form="contact-sales"]')).not.toBeNull()
    expect(screen.getByLabelText(/Work e-mail/)).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })
})

describe('voice AI demo block (the notice the forms follow)', () => {
  it('production without hCaptcha: unavailable, the way to sales, no field, no setting named', async () => {
    use('production without hCaptcha')
    const { container } = await renderBlock(
      <VoiceAiDemo
        block={{ blockType: 'voiceAiDemo', heading: 'Talk to an agent' }}
        context={{ ...context, flags: { ...PRODUCTION_FLAGS, voiceAiInteractive: true } }}
      />,
    )
    expectUnavailable(container)
  })
})
