'use client'
import { useEffect, useMemo, useRef, useState } from 'react'

import { useLocationSearch } from '@/components/hooks/useLocationSearch'

import { LazySiteForm } from '@/components/lazy.client'

import { EstimateByEmail } from './EstimateByEmail.client'
import {
  MESSAGING_PARAMS,
  parseMessagingState,
  withMessagingState,
  type MessagingState,
  DIRECTIONS,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  SENDER_TYPE_LABELS,
  SENDER_TYPES,
  messagingEstimate,
  volumePricingNote,
  TOTAL_DECIMALS,
  UNIT_DECIMALS,
  unpackCountryOptions,
  unpackMessagingRates,
} from '@/lib/pricing'
import { CountrySelect } from '@/components/forms/CountrySelect'

import { CompetitorComparison } from './CompetitorComparison.client'
import { MoneyText } from './MoneyText.client'
import type { MessagingCalculatorProps } from './types'
import styles from './styles.module.css'
import { SITE_PATHS } from '@/lib/pages'
import { fieldClass } from '@/components/forms/Field'

const DIRECTION_LABELS = { outbound: 'Outbound', inbound: 'Inbound' } as const

/** The messaging calculator: per-message price with carrier fees and the monthly estimate; its state is in the address. */
export function MessagingCalculator({ data, initialCountry, money, competitors, rateCardForm, estimateForm }: MessagingCalculatorProps) {
  const countries = useMemo(() => unpackCountryOptions(data.countries), [data.countries])
  const rates = useMemo(() => unpackMessagingRates(data.rates), [data.rates])
  const codes = useMemo(() => countries.map((c) => c.alpha2), [countries])
  // The address holds the state, so a result can be shared.
  const [search, setSearch] = useLocationSearch()
  const state = useMemo(() => parseMessagingState(new URLSearchParams(search), codes, initialCountry), [search, codes, initialCountry])
  const [csvOpen, setCsvOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const update = (patch: Partial<MessagingState>) => setSearch(withMessagingState(new URLSearchParams(window.location.search), { ...state, ...patch }))

  // A visitor may change the form before the island hydrates. The fields are named after the
  // address's parameters, so the form reads like an address; whatever differs from what the server
  // rendered (`state` on this first render: hydration sees no address) is the visitor's choice.
  useEffect(() => {
    if (!formRef.current) return
    const chosen = parseMessagingState(
      new URLSearchParams([...new FormData(formRef.current)].map(([name, value]) => [name, String(value)])),
      codes,
      initialCountry,
    )
    const changed = (Object.keys(chosen) as (keyof MessagingState)[]).filter((key) => chosen[key] !== state[key])
    if (changed.length === 0) return
    const address = new URLSearchParams(window.location.search)
    const next = { ...parseMessagingState(address, codes, initialCountry) }
    for (const key of changed) Object.assign(next, { [key]: chosen[key] })
    setSearch(withMessagingState(address, next))
    // Once, on mount: later changes go through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const estimate = messagingEstimate(rates, state, money, data.tiers)
  const unit = (n: number) => <MoneyText amount={n} currency={money.currency} localeCode={money.localeCode} decimals={UNIT_DECIMALS} />
  const total = (n: number) => <MoneyText amount={n} currency={money.currency} localeCode={money.localeCode} decimals={TOTAL_DECIMALS} />
  const countryNames = new Map(countries.map((c) => [c.alpha2, c.name]))

  return (
    <div className={styles.body}>
      <form ref={formRef} className={styles.form} aria-label="Messaging price calculator" onSubmit={(event) => event.preventDefault()}>
        <CountrySelect
          tool
          countries={countries}
          name={MESSAGING_PARAMS.country}
          value={state.country}
          onChange={(event) => update({ country: event.currentTarget.value })}
        />
        <fieldset className={`${fieldClass({ kind: 'choices', tool: true })} ${styles.choices}`}>
          <legend>Message type</legend>
          {MESSAGE_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name={MESSAGING_PARAMS.messageType}
                value={type}
                checked={state.messageType === type}
                onChange={() => update({ messageType: type })}
              />
              {MESSAGE_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <fieldset className={`${fieldClass({ kind: 'choices', tool: true })} ${styles.choices}`}>
          <legend>Direction</legend>
          {DIRECTIONS.map((direction) => (
            <label key={direction}>
              <input
                type="radio"
                name={MESSAGING_PARAMS.direction}
                value={direction}
                checked={state.direction === direction}
                onChange={() => update({ direction })}
              />
              {DIRECTION_LABELS[direction]}
            </label>
          ))}
        </fieldset>
        <label className={fieldClass({ tool: true })}>
          <span>Sender type</span>
          <select
            name={MESSAGING_PARAMS.senderType}
            value={state.senderType}
            onChange={(event) => update({ senderType: event.currentTarget.value as MessagingState['senderType'] })}
          >
            {SENDER_TYPES.map((sender) => (
              <option key={sender} value={sender}>
                {SENDER_TYPE_LABELS[sender]}
              </option>
            ))}
          </select>
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Messages per month</span>
          <input
            type="number"
            name={MESSAGING_PARAMS.volume}
            inputMode="numeric"
            min={0}
            step={1}
            value={state.volume}
            onChange={(event) => update({ volume: Math.max(0, Math.floor(Number(event.currentTarget.value) || 0)) })}
          />
        </label>
      </form>
      <div className={`${styles.result} light-surface`} aria-live="polite" role="status">
        {estimate ? (
          <>
            <dl>
              <div>
                <dt>Price per message</dt>
                <dd data-testid="per-message">{unit(estimate.perMessage)}</dd>
              </div>
              <div>
                <dt>Carrier fee per message</dt>
                <dd data-testid="carrier-fee">{unit(estimate.carrierFee)}</dd>
              </div>
              <div>
                <dt>Total per message</dt>
                <dd data-testid="per-message-total">{unit(estimate.perMessageTotal)}</dd>
              </div>
              {estimate.discountPercent > 0 ? (
                <div>
                  <dt>Average per message, with volume discounts</dt>
                  <dd data-testid="average-per-message">{unit(estimate.averagePerMessage)}</dd>
                </div>
              ) : null}
              <div className={styles.total}>
                <dt>Estimated monthly cost</dt>
                <dd data-testid="monthly">{total(estimate.monthly)}</dd>
              </div>
            </dl>
            {data.tiers.length > 0 ? <p className={styles.note}>{volumePricingNote(data.tiers)}</p> : null}
            <CompetitorComparison ourMonthly={estimate.monthly} monthlyUnits={state.volume} competitors={competitors} money={money} />
          </>
        ) : (
          <p>
            {countryNames.get(state.country)} has no {MESSAGE_TYPE_LABELS[state.messageType]} {state.direction} rate from a{' '}
            {SENDER_TYPE_LABELS[state.senderType].toLowerCase()}. <a href={SITE_PATHS.contactSales}>Ask our team</a> about this route.
          </p>
        )}
        {money.currency !== 'USD' ? <p className={styles.note}>Converted from USD at the current exchange rate; invoices are in USD.</p> : null}
      </div>
      <div className={styles.actions}>
        <EstimateByEmail
          definition={estimateForm}
          estimate={
            estimate && {
              calculator: 'messaging',
              country: state.country,
              messageType: state.messageType,
              direction: state.direction,
              senderType: state.senderType,
              volume: String(state.volume),
              currency: money.currency,
              perMessage: estimate.perMessageTotal.toFixed(UNIT_DECIMALS),
              monthly: estimate.monthly.toFixed(TOTAL_DECIMALS),
            }
          }
        />
      </div>
      {rateCardForm && (
        <div className={styles.actions}>
          {/* The form's code, and the CSV's, are fetched when asked for: most visitors never download the rate card. */}
          {csvOpen ? (
            <LazySiteForm
              formId="pricing-csv"
              definition={rateCardForm}
              onSent={() => void import('./rateCardDownload').then(({ downloadRateCard }) => downloadRateCard(rates, countryNames))}
            />
          ) : (
            <button type="button" className="button button--secondary button--on-light" onClick={() => setCsvOpen(true)}>
              Download the rate card (CSV)
            </button>
          )}
        </div>
      )}
    </div>
  )
}
