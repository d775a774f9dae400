'use client'
import { useConfig, useDocumentInfo, useForm, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { rowTitle, TEST_VARIANT_EVENT, type TestVariantEventDetail, variantTestPlan } from '@/lib/editor'
import {
  CLICK_TARGET_MAX_LENGTH,
  clickTargetProblem,
  DEFAULT_EXPERIMENT_GOAL,
  EXPERIMENT_GOAL_NAMES,
  EXPERIMENT_GOALS,
  type ExperimentGoal,
} from '@/lib/experiments'

import { ActionButton, ActionStatus, ConfirmOrCancel } from './ActionButton'

/** The block's own words, for the experiment's key and name. */
const WORD_FIELDS = ['heading', 'title', 'label', 'text', 'quote']

/**
 * "Test a variant" on a block with no A/B test yet: the block becomes variant A of a new experiment
 * (even weights, the chosen goal, running), its copy right below becomes variant B for the marketer to
 * change, and the test starts when the page is published — on any page, with no build.
 */
export function TestVariant({ rowPath, blockType }: { rowPath: string; blockType: string }) {
  const { config } = useConfig()
  const { title } = useDocumentInfo()
  const { dispatchFields, setModified } = useForm()
  const tested = useFormFields(([fields]) => Boolean(fields[`${rowPath}.experiment.key`]?.value))
  const [goal, setGoal] = useState<ExperimentGoal>(DEFAULT_EXPERIMENT_GOAL)
  const [clickTarget, setClickTarget] = useState('')
  const [busy, setBusy] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [message, setMessage] = useState('')
  const goalSelect = useRef<HTMLSelectElement>(null)
  // The preview toolbar's "A/B" on this block: the same choice, opened here, its goal focused once drawn.
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    const onAsk = (event: Event) => {
      if ((event as CustomEvent<TestVariantEventDetail>).detail?.rowPath !== rowPath) return
      if (tested) return setMessage('This block is already in an A/B test: see its “A/B test” fields below.')
      setChoosing(true)
      setAsked((n) => n + 1)
    }
    window.addEventListener(TEST_VARIANT_EVENT, onAsk)
    return () => window.removeEventListener(TEST_VARIANT_EVENT, onAsk)
  }, [rowPath, tested])
  useEffect(() => {
    if (asked > 0) goalSelect.current?.focus()
  }, [asked])
  const words = useFormFields(([fields]) => rowTitle(Object.fromEntries(WORD_FIELDS.map((name) => [name, fields[`${rowPath}.${name}`]?.value])), WORD_FIELDS))

  async function start() {
    const plan = variantTestPlan(rowPath, words, blockType, Math.random().toString(36).slice(2, 6))
    if (!plan) return setMessage('This block cannot be tested on its own.')
    const targetProblem = clickTargetProblem(goal, clickTarget)
    if (targetProblem) return setMessage(targetProblem)
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/experiments`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `${title || 'Page'}: ${words ?? blockType}`.slice(0, 120),
          key: plan.key,
          status: 'running',
          goal,
          ...(goal === 'click' ? { clickTarget: clickTarget.trim() } : {}),
          variants: [
            { weight: 1, description: 'A: the original' },
            { weight: 1, description: 'B: the copy' },
          ],
        }),
      })
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
        setMessage(answer.errors?.[0]?.message ?? `Could not create the test (${response.status}).`)
        setBusy(false)
        return
      }
      // The original first, so the copy inherits the key; then the copy becomes B.
      dispatchFields({ type: 'UPDATE', path: `${rowPath}.experiment.key`, value: plan.key })
      dispatchFields({ type: 'UPDATE', path: `${rowPath}.experiment.variant`, value: 'A' })
      dispatchFields({ type: 'DUPLICATE_ROW', path: plan.blocksPath, rowIndex: plan.rowIndex })
      dispatchFields({ type: 'UPDATE', path: `${plan.copyPath}.experiment.variant`, value: 'B' })
      setModified(true)
      setMessage(`Variant B is the copy below: change it, then publish the page. The test “${plan.key}” starts when the page is published.`)
      setTimeout(() => document.getElementById(`${plan.blocksPath}-row-${plan.rowIndex + 1}`)?.scrollIntoView({ block: 'start' }), 0)
    } catch {
      setMessage('Could not reach the server; try again.')
    }
    setBusy(false)
  }

  // A block already in a test has its "A/B test" fields; what was just started stays said.
  if (tested && !message) return null
  return (
    <div className="test-variant">
      {!tested && !choosing && <ActionButton onClick={() => setChoosing(true)}>Test a variant of this block</ActionButton>}
      {!tested && choosing && (
        <>
          <label>
            Goal{' '}
            <select ref={goalSelect} value={goal} onChange={(event) => setGoal(event.target.value as ExperimentGoal)} disabled={busy}>
              {EXPERIMENT_GOAL_NAMES.map((name) => (
                <option key={name} value={name}>
                  {EXPERIMENT_GOALS[name].label}
                </option>
              ))}
            </select>
          </label>
          {goal === 'click' && (
            <label>
              Button or link{' '}
              <input
                type="text"
                value={clickTarget}
                maxLength={CLICK_TARGET_MAX_LENGTH}
                placeholder="Talk to sales, or /contact-us"
                onChange={(event) => setClickTarget(event.target.value)}
                disabled={busy}
              />
            </label>
          )}
          <ConfirmOrCancel label="Start the test" busyLabel="Starting…" busy={busy} onConfirm={start} onCancel={() => setChoosing(false)} />
        </>
      )}
      <ActionStatus message={message} />
    </div>
  )
}
