'use client'
import { useEffect, useId, useState } from 'react'

import { getJson } from '@/lib/requests'
import { aiModelOptions, type AiModelList, type AiModelOption } from '@/lib/pricing'
import styles from './styles.module.css'
import { fieldClass } from '@/components/forms/Field'

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; options: AiModelOption[] }

const sample = (model: string) => `curl https://api.ostra.com/v2/ai/chat/completions \\
  -H "Authorization: Bearer $OSTRA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "${model}", "messages": [{"role": "user", "content": "Hello"}]}'`

/** A model picker over GET /api/ai-models (openai-owned entries dropped, sorted by name) with a request sample. */
export function Picker() {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [chosen, setChosen] = useState('')
  const id = useId()

  useEffect(() => {
    let live = true
    getJson<AiModelList>('/api/ai-models').then(
      (list) => {
        if (!live) return
        const options = aiModelOptions(list)
        setState({ status: 'ready', options })
        setChosen((current) => current || options[0]?.value || '')
      },
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])

  if (state.status === 'loading') return <p className="ai-models__status">Loading models…</p>
  if (state.status === 'failed')
    return (
      <p className="ai-models__status" role="alert">
        The model list is not available right now. Please try again later.
      </p>
    )
  if (state.options.length === 0) return <p className="ai-models__status">No models are available yet.</p>
  return (
    <div className={styles.picker}>
      <label className={fieldClass()} htmlFor={`${id}-model`}>
        <span>Model</span>
      </label>
      <select id={`${id}-model`} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        {state.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <pre className={styles.sample} tabIndex={0} aria-label="Request sample">
        <code>{sample(chosen)}</code>
      </pre>
    </div>
  )
}
