'use client'
import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { fieldErrorsOf, fieldHelpers, type FieldErrors } from '@/components/forms/fieldErrors'
import { Button, buttonClassName } from '@/components/Button'
import { Progress } from '@/components/Progress'
import { track } from '@/components/tracking/analytics'
import { getJson, postJson } from '@/lib/requests'
import { demoPhase, formatCountdown, type CallStatus, type DemoLimits, type DemoPhase, type EndReason, type VoiceAiAgent } from '@/lib/voiceAi'

import styles from './styles.module.css'
import { EMAIL_MAX_LENGTH } from '@/lib/forms'
import { fieldClass, FORM_MESSAGES } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'

const HCaptcha = dynamic(() => import('@hcaptcha/react-hcaptcha'), { ssr: false })

type Agent = { id: VoiceAiAgent; label: string; description: string }
type Props = { agents: Agent[]; tabs: boolean; askWebsite: boolean; captchaSiteKey?: string; limits: DemoLimits }
type SetupAnswer = { id: number; status: 'started' | 'pending' | 'unconfigured'; callId: string | null; demo: DemoLimits }
type Call = { agent: Agent; phone: string; callId: string | null; limits: DemoLimits; startedAt: number }
type Errors = FieldErrors

/** How often the call's status is asked for, and how often the countdown ticks. */
export const POLL_MS = 2000
const TICK_MS = 1000

const FIELD_LABELS: Record<string, string> = {
  name: 'Your name',
  email: 'Work e-mail',
  phone: 'Phone number',
  website: 'Company website',
  captchaToken: 'The captcha',
}
const ENDINGS: Record<EndReason, string> = {
  completed: 'Your demo call has ended.',
  'no-answer': 'We could not reach you: the call was not answered.',
  'time-limit': 'Your demo reached its time limit.',
  failed: 'The demo call could not be completed.',
  stored: 'Thanks, we have your details: our team will call you to set up your demo.',
}

/** Agent choice (tabs or radios), the "Let's talk" form, then the live call status and a sign-up offer at the end. */
export function VoiceAiDemoForm({ agents, tabs, askWebsite, captchaSiteKey, limits }: Props) {
  const id = useId()
  const [agent, setAgent] = useState<Agent>(agents[0])
  const [call, setCall] = useState<Call>()

  function choose(next: Agent) {
    if (next.id === agent.id) return
    setAgent(next)
    track('Voice AI Agent Selected', { agent: next.id })
  }

  if (call) return <CallStatusView call={call} onAgain={() => setCall(undefined)} />

  const form = <LetsTalkForm agent={agent} askWebsite={askWebsite} captchaSiteKey={captchaSiteKey} limits={limits} onStarted={setCall} />
  if (!tabs) {
    return (
      <div>
        <fieldset className={styles.agents}>
          <legend>Choose an agent</legend>
          {agents.map((a) => (
            <label key={a.id} className={styles.agent}>
              <input type="radio" name={`${id}-agent`} value={a.id} checked={a.id === agent.id} onChange={() => choose(a)} />
              <span>
                <strong>{a.label}</strong> {a.description}
              </span>
            </label>
          ))}
        </fieldset>
        {form}
      </div>
    )
  }
  return (
    <div>
      <AgentTabs agents={agents} selected={agent} onSelect={choose} panelId={`${id}-panel`} idPrefix={id} />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${agent.id}`}>
        <p className={styles.description}>{agent.description}</p>
        {form}
      </div>
    </div>
  )
}

/** WAI-ARIA tabs: arrow keys, Home and End move between agents and select them. */
function AgentTabs({
  agents,
  selected,
  onSelect,
  panelId,
  idPrefix,
}: {
  agents: Agent[]
  selected: Agent
  onSelect: (a: Agent) => void
  panelId: string
  idPrefix: string
}) {
  const list = useRef<HTMLDivElement>(null)
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = agents.findIndex((a) => a.id === selected.id)
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: agents.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = agents[(next + agents.length) % agents.length]
    onSelect(target)
    list.current?.querySelector<HTMLButtonElement>(`[data-agent="${target.id}"]`)?.focus()
  }
  return (
    <div role="tablist" aria-label="Choose an agent" className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {agents.map((a) => (
        <button
          key={a.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${a.id}`}
          data-agent={a.id}
          aria-selected={a.id === selected.id}
          aria-controls={panelId}
          tabIndex={a.id === selected.id ? 0 : -1}
          className="pill"
          onClick={() => onSelect(a)}
        >
          {a.label}
        </button>
      ))}
    </div>
  )
}

function LetsTalkForm({
  agent,
  askWebsite,
  captchaSiteKey,
  limits,
  onStarted,
}: {
  agent: Agent
  askWebsite: boolean
  captchaSiteKey?: string
  limits: DemoLimits
  onStarted: (call: Call) => void
}) {
  const id = useId()
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [captchaToken, setCaptchaToken] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    const body = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      website: askWebsite ? text('website') || undefined : undefined,
      agent: agent.id,
      captchaToken,
    }
    const local: Errors = {}
    if (!body.name) local.name = 'is required'
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email)) local.email = 'must be an e-mail address'
    // The server reads the number properly (libphonenumber); this only catches the obvious.
    if ((body.phone.match(/\d/g) ?? []).length < 7) local.phone = 'must be a phone number with its country code, e.g. +1 415 555 0100'
    if (captchaSiteKey && !captchaToken) local.captchaToken = 'must be completed'
    setErrors(local)
    setFailure(undefined)
    if (Object.keys(local).length) {
      document.getElementById(`${id}-${Object.keys(local)[0]}`)?.focus()
      return
    }
    setSending(true)
    try {
      const answer = await postJson<SetupAnswer>('/api/voice-ai/setup', body)
      track('Voice AI Lets Talk Submit', { agent: agent.id })
      onStarted({
        agent,
        phone: body.phone,
        callId: answer?.status === 'unconfigured' ? null : (answer?.callId ?? null),
        limits: answer?.demo ?? limits,
        startedAt: answer?.status === 'unconfigured' ? -1 : Date.now(),
      })
    } catch (error) {
      setSending(false)
      const fields = fieldErrorsOf(error)
      if (fields) setErrors(fields)
      setFailure(error instanceof Error ? error.message : 'The demo could not be started. Please try again.')
    }
  }

  const { field, error } = fieldHelpers(id, errors, FIELD_LABELS)

  return (
    <form className={styles.form} aria-label="Let’s talk" noValidate onSubmit={submit}>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input {...field('name')} autoComplete="name" required maxLength={200} />
        {error('name')}
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-email`}>Work e-mail</label>
        <input {...field('email')} type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} />
        {error('email')}
      </div>
      <div className={fieldClass()}>
        <label htmlFor={`${id}-phone`}>Phone number</label>
        <input {...field('phone')} type="tel" autoComplete="tel" required maxLength={40} placeholder="+1 415 555 0100" />
        {error('phone')}
      </div>
      {askWebsite && (
        <div className={fieldClass()}>
          <label htmlFor={`${id}-website`}>Company website (optional)</label>
          <input {...field('website')} inputMode="url" autoComplete="url" maxLength={253} placeholder="example.com" />
          {error('website')}
        </div>
      )}
      {captchaSiteKey && (
        <div className={fieldClass()}>
          <HCaptcha sitekey={captchaSiteKey} onVerify={(token: string) => setCaptchaToken(token)} onExpire={() => setCaptchaToken(undefined)} />
          {error('captchaToken')}
        </div>
      )}
      {failure && (
        <p className={FORM_MESSAGES.error} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton kind="primary" loading={sending} loadingLabel="Starting your call">
        Let’s talk
      </SubmitButton>
    </form>
  )
}

/** The call as it happens: ringing (answer within the timeout), on the call (until the time limit), ended. */
function CallStatusView({ call, onAgain }: { call: Call; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [view, setView] = useState<DemoPhase>(() =>
    call.startedAt < 0 ? { phase: 'ended', reason: 'stored' } : { phase: 'calling', secondsLeft: call.limits.timeoutSeconds },
  )
  const ended = view.phase === 'ended'

  useEffect(() => heading.current?.focus(), [ended])

  useEffect(() => {
    // Stops once the call has ended, whether the service, the clock or the visitor said so.
    if (call.startedAt < 0 || ended) return
    let status: CallStatus = 'unknown'
    let answeredAt: number | undefined
    let lastPoll = 0
    let stopped = false
    const update = () => {
      const now = Date.now()
      const next = demoPhase(status, (now - call.startedAt) / 1000, answeredAt === undefined ? undefined : (now - answeredAt) / 1000, call.limits)
      setView(next)
    }
    const poll = async () => {
      if (!call.callId) return
      try {
        const answer = await getJson<{ status: CallStatus }>(`/api/voice-ai/calls/${encodeURIComponent(call.callId)}`)
        if (stopped) return
        status = answer.status
        if (status === 'in-progress') answeredAt ??= Date.now()
        update()
      } catch {
        // A missed poll is made up by the next; the clock keeps the view honest meanwhile.
      }
    }
    const timer = window.setInterval(() => {
      if (Date.now() - lastPoll >= POLL_MS) {
        lastPoll = Date.now()
        void poll()
      }
      update()
    }, TICK_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [call, ended])

  const agent = call.agent.label.toLowerCase()
  return (
    <div className={styles.call} data-testid="voice-ai-call" data-phase={view.phase}>
      <h3 ref={heading} tabIndex={-1}>
        {view.phase === 'calling' && `Calling ${call.phone}`}
        {view.phase === 'in-call' && `You are talking to the ${agent}`}
        {view.phase === 'ended' && (view.reason === 'stored' ? 'Request received' : 'Call ended')}
      </h3>
      <p role="status" className={styles.status}>
        {view.phase === 'calling' && `Your phone is ringing: answer to talk to the ${agent}. ${formatCountdown(view.secondsLeft)} left to pick up.`}
        {view.phase === 'in-call' && `The demo ends in ${formatCountdown(view.secondsLeft)}.`}
        {view.phase === 'ended' && ENDINGS[view.reason]}
      </p>
      {view.phase !== 'ended' && (
        // The same countdown as the status line, as a bar that empties; the status line is what is announced.
        <Progress
          className={styles.timeLeft}
          value={view.secondsLeft}
          max={view.phase === 'calling' ? call.limits.timeoutSeconds : call.limits.timeLimitSeconds}
          label={view.phase === 'calling' ? 'Time left to pick up' : 'Time left in the demo call'}
          valueText={`${formatCountdown(view.secondsLeft)} left`}
        />
      )}
      {view.phase === 'in-call' && (
        <Button type="button" kind="secondary" onClick={() => setView({ phase: 'ended', reason: 'completed' })}>
          I have finished the call
        </Button>
      )}
      {ended && (
        <div className={styles.next}>
          <p>Build your own agent: sign up and get free credit to start.</p>
          <a
            className={buttonClassName({ kind: 'primary' })}
            href={`/sign-up?agent=${call.agent.id}`}
            onClick={() => track('Voice AI Call Ended Sign Up Click', { agent: call.agent.id, reason: view.reason })}
          >
            Sign up to build your agent
          </a>
          <Button type="button" kind="secondary" onClick={onAgain}>
            Try another agent
          </Button>
        </div>
      )}
    </div>
  )
}
