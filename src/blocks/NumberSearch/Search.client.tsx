'use client'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/components/Button'
import { FetchError, getJson } from '@/lib/requests'
import { NUMBER_FEATURES, NUMBER_TYPE_LABELS, NUMBER_TYPES, type AvailableNumber } from '@/lib/numbers'
import { CountrySelect } from '@/components/forms/CountrySelect'

import styles from './styles.module.css'
import { fieldClass } from '@/components/forms/Field'

type Props = { countries: { alpha2: string; name: string }[]; defaultCountry: string }
type Results = { state: 'idle' } | { state: 'searching' } | { state: 'done'; numbers: AvailableNumber[] } | { state: 'failed'; message: string }

const FEATURE_LABELS = { voice: 'Voice', sms: 'SMS', mms: 'MMS', fax: 'Fax' } as const

/** The number as its country writes it (the API formats it per country); the link keeps the E.164 form. */
const spaced = (n: AvailableNumber) => n.display ?? n.phoneNumber

function message(error: unknown): string {
  if (error instanceof FetchError && typeof error.body === 'object' && error.body && 'error' in error.body) {
    const body = error.body as { error?: { message?: string; fields?: { path: string; message: string }[] } }
    const field = body.error?.fields?.[0]
    if (field) return `${field.path === 'areaCode' ? 'Area code' : field.path === 'contains' ? 'Digits' : field.path} ${field.message}.`
    if (body.error?.message) return body.error.message
  }
  return 'The search is not available right now. Please try again in a moment.'
}

/** Number availability search: country, type, area code or digits, features; results with "Get this number". */
export function Search({ countries, defaultCountry }: Props) {
  const id = useId()
  const [results, setResults] = useState<Results>({ state: 'idle' })
  // Only the latest search may show its answer (a slow earlier one is dropped).
  const latest = useRef(0)

  const search = useCallback(async (query: Record<string, string>) => {
    const ticket = ++latest.current
    const show = (next: Results) => ticket === latest.current && setResults(next)
    show({ state: 'searching' })
    try {
      const body = await getJson<{ numbers: AvailableNumber[] }>('/api/available-numbers', { query, retries: 1 })
      show({ state: 'done', numbers: body.numbers })
    } catch (error) {
      show({ state: 'failed', message: message(error) })
    }
  }, [])

  // The default country's numbers straight away, so the block never opens empty.
  useEffect(() => {
    let cancelled = false
    const ticket = ++latest.current
    const current = () => !cancelled && ticket === latest.current
    getJson<{ numbers: AvailableNumber[] }>('/api/available-numbers', { query: { country: defaultCountry, limit: '10' }, retries: 1 }).then(
      (body) => current() && setResults({ state: 'done', numbers: body.numbers }),
      (error: unknown) => current() && setResults({ state: 'failed', message: message(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [defaultCountry])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query: Record<string, string> = { country: String(form.get('country') ?? defaultCountry), limit: '20' }
    for (const key of ['type', 'areaCode', 'contains'] as const) {
      const value = String(form.get(key) ?? '').trim()
      if (value) query[key] = value
    }
    const features = form.getAll('features').map(String)
    if (features.length) query.features = features.join(',')
    void search(query)
  }

  return (
    <div className={styles.body}>
      <form className={styles.form} aria-label="Search phone numbers" onSubmit={submit}>
        <CountrySelect countries={countries} name="country" defaultValue={defaultCountry} tool />
        <label className={fieldClass({ tool: true })}>
          <span>Number type</span>
          <select name="type" defaultValue="">
            <option value="">Any</option>
            {NUMBER_TYPES.map((type) => (
              <option key={type} value={type}>
                {NUMBER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Area code</span>
          <input name="areaCode" inputMode="numeric" pattern="\d{1,6}" maxLength={6} autoComplete="off" />
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Contains digits</span>
          <input name="contains" inputMode="numeric" pattern="\d{1,10}" maxLength={10} autoComplete="off" />
        </label>
        <fieldset className={`${fieldClass({ kind: 'choices', tool: true })} ${styles.choices}`}>
          <legend>Features</legend>
          {NUMBER_FEATURES.map((feature) => (
            <label key={feature}>
              <input type="checkbox" name="features" value={feature} id={`${id}-${feature}`} />
              {FEATURE_LABELS[feature]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" kind="primary" loading={results.state === 'searching'}>
          Search numbers
        </Button>
      </form>
      <div className={styles.results} role="status" aria-live="polite">
        {results.state === 'searching' && <p>Searching…</p>}
        {results.state === 'failed' && <p className={styles.error}>{results.message}</p>}
        {results.state === 'done' && results.numbers.length === 0 && <p>No numbers match. Try another area code, fewer digits or fewer features.</p>}
        {results.state === 'done' && results.numbers.length > 0 && (
          <table>
            <caption className="visually-hidden">Available numbers</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Type</th>
                <th scope="col">Location</th>
                <th scope="col">Features</th>
                <th scope="col">Monthly</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.numbers.map((n) => (
                <tr key={n.phoneNumber}>
                  <th scope="row">{spaced(n)}</th>
                  <td>{NUMBER_TYPE_LABELS[n.numberType]}</td>
                  <td>{[n.locality, n.areaCode].filter(Boolean).join(' · ') || '—'}</td>
                  <td>{n.features.map((f) => FEATURE_LABELS[f]).join(', ')}</td>
                  <td>${n.monthlyPrice.toFixed(2)}</td>
                  <td>
                    <a
                      className="button button--secondary button--on-light"
                      href={`/sign-up?number=${encodeURIComponent(n.phoneNumber)}`}
                      aria-label={`Get ${spaced(n)}`}
                    >
                      Get this number
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  )
}
