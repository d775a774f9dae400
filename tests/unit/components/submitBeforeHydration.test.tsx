// @vitest-environment jsdom
/**
 * A form's island loads as it nears the viewport (lazy.client.tsx), so the server's form can be on screen, and
 * typed in, before its script runs. Until then it has no handler: a press of its button, or Enter in a field, would
 * send the fields (on the sign-up, a password) to the page's own address as a query string. Every form island's
 * button waits, disabled, until the form hydrates (SubmitButton), and what was typed meanwhile is what it sends.
 */
import { act, cleanup } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { SignUpForm } from '@/blocks/SignUp/Form.client'
import { VoiceAiDemoForm } from '@/blocks/VoiceAiDemo/Demo.client'
import { SiteForm } from '@/components/forms/SiteForm.client'
import { SITE_FORMS } from '@/lib/forms'
import { VOICE_AI_AGENT_NAMES, VOICE_AI_AGENTS } from '@/lib/voiceAi'

afterEach(cleanup)

const form = <SiteForm formId="contact-sales" definition={SITE_FORMS['contact-sales']} />

describe('form islands before hydration', () => {
  it.each([
    ['the sign-up', <SignUpForm key="sign-up" />, 'Create account'],
    [
      'the voice AI demo',
      <VoiceAiDemoForm
        key="demo"
        agents={VOICE_AI_AGENT_NAMES.map((id) => ({ id, ...VOICE_AI_AGENTS[id] }))}
        tabs={false}
        askWebsite={false}
        limits={{ timeoutSeconds: 30, timeLimitSeconds: 120 }}
      />,
      'Let’s talk',
    ],
  ])('%s is served with its submit button disabled', (_, element, label) => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')
    expect(submit?.textContent).toBe(label)
    expect(submit?.disabled).toBe(true)
  })
})

describe('<SiteForm> before and after hydration', () => {
  it('is served with its submit button disabled, so the form cannot be sent without its script', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(form)
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')
    expect(submit?.textContent).toBe(SITE_FORMS['contact-sales'].submitLabel)
    expect(submit?.disabled).toBe(true)
    // Shown as it will be in a moment (not dimmed): a form in view does not flash from dimmed to ready.
    expect(submit?.classList.contains('button--waiting')).toBe(true)
    // Enter in a field submits through the default button; a disabled one sends nothing (HTML's implicit submission).
    expect(container.querySelectorAll('button[type="submit"]')).toHaveLength(1)
  })

  it('enables the button once hydrated, keeping what the visitor typed before', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(form)
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!
    email.value = 'early@example.com'
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, form)
    })
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')
    expect(submit?.disabled).toBe(false)
    expect(submit?.classList.contains('button--waiting')).toBe(false)
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('early@example.com')
    act(() => root?.unmount())
    container.remove()
  })
})
