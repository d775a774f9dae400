'use client'
import { useMemo, useState } from 'react'

import { EstimateByEmail } from './EstimateByEmail.client'

import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { Tooltip } from '@/components/Tooltip.client'

import { parseIotState, withIotState, type IotState, iotEstimates } from '@/lib/pricing'

import { CompetitorComparison } from './CompetitorComparison.client'
import { MoneyText } from './MoneyText.client'
import type { IotCalculatorProps } from './types'
import styles from './styles.module.css'
import { SITE_PATHS } from '@/lib/pages'
import { fieldClass } from '@/components/forms/Field'

const ZONE_LABELS: Record<string, string> = { 'zone-1': 'Zone 1', 'zone-2': 'Zone 2', 'zone-3': 'Zone 3', 'zone-4': 'Zone 4' }

/** The IoT SIM calculator: devices, data per device and countries of use give each plan's monthly cost and the cheapest. */
export function IotCalculator({ data, initialCountry, money, competitors, estimateForm }: IotCalculatorProps) {
  const { countries, plans } = data
  const codes = useMemo(() => countries.map((c) => c.alpha2), [countries])
  const start = codes.includes(initialCountry) ? initialCountry : (codes[0] ?? initialCountry)
  // The address holds the state, so a result can be shared.
  const [search, setSearch] = useLocationSearch()
  const state = useMemo(() => parseIotState(new URLSearchParams(search), codes, start), [search, codes, start])
  const [adding, setAdding] = useState('')
  const update = (patch: Partial<IotState>) => setSearch(withIotState(new URLSearchParams(window.location.search), { ...state, ...patch }))

  const byCode = new Map(countries.map((c) => [c.alpha2, c]))
  const zones = state.countries.flatMap((code) => (byCode.get(code) ? [byCode.get(code)!.zone] : []))
  const estimates = iotEstimates(plans, { devices: state.devices, mbPerDevice: state.mbPerDevice, zones }, money)
  const cheapest = estimates[0]
  const total = (n: number) => <MoneyText amount={n} currency={money.currency} localeCode={money.localeCode} />

  return (
    <div className={styles.body}>
      <form className={styles.form} aria-label="IoT SIM price calculator" onSubmit={(event) => event.preventDefault()}>
        <label className={fieldClass({ tool: true })}>
          <span>Number of devices</span>
          <input
            type="number"
            name="devices"
            min={0}
            step={1}
            inputMode="numeric"
            value={state.devices}
            onChange={(e) => update({ devices: Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)) })}
          />
        </label>
        <label className={fieldClass({ tool: true })}>
          <span>Data per device per month (MB)</span>
          <input
            type="number"
            name="mb"
            min={0}
            step={1}
            inputMode="numeric"
            value={state.mbPerDevice}
            onChange={(e) => update({ mbPerDevice: Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)) })}
          />
        </label>
        <fieldset className={fieldClass({ tool: true })}>
          <legend>Countries of use</legend>
          <ul className={styles.chips} aria-label="Chosen countries">
            {state.countries.map((code) => (
              <li key={code}>
                {byCode.get(code)?.name ?? code} <span>({ZONE_LABELS[byCode.get(code)?.zone ?? ''] ?? '?'})</span>
                {state.countries.length > 1 ? (
                  // An icon-only button: the tooltip says in words what the × does.
                  <Tooltip content={`Take ${byCode.get(code)?.name ?? code} out of the estimate`}>
                    <button
                      type="button"
                      aria-label={`Remove ${byCode.get(code)?.name ?? code}`}
                      onClick={() => update({ countries: state.countries.filter((c) => c !== code) })}
                    >
                      ×
                    </button>
                  </Tooltip>
                ) : null}
              </li>
            ))}
          </ul>
          <div className={styles.add}>
            <label className="visually-hidden" htmlFor="iot-add-country">
              Add a country
            </label>
            <select id="iot-add-country" value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
              <option value="">Add a country…</option>
              {countries
                .filter((c) => !state.countries.includes(c.alpha2))
                .map((c) => (
                  <option key={c.alpha2} value={c.alpha2}>
                    {c.name}
                  </option>
                ))}
            </select>
            <button
              type="button"
              className="button button--secondary button--on-light"
              disabled={!adding}
              onClick={() => {
                update({ countries: [...state.countries, adding] })
                setAdding('')
              }}
            >
              Add
            </button>
          </div>
        </fieldset>
      </form>
      <div className={`${styles.result} light-surface`} role="status" aria-live="polite">
        {cheapest ? (
          <>
            <p className={styles.total}>
              Cheapest: <strong data-testid="cheapest-plan">{cheapest.plan}</strong> at{' '}
              <strong data-testid="cheapest-monthly">{total(cheapest.monthly)}</strong> a month
            </p>
            <table className={styles.plans}>
              <caption className="visually-hidden">Monthly cost per plan</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Per device</th>
                  <th scope="col">Per month</th>
                </tr>
              </thead>
              <tbody>
                {estimates.map((e) => (
                  <tr key={e.plan} aria-current={e === cheapest ? 'true' : undefined}>
                    <th scope="row">{e.plan}</th>
                    <td>{total(e.perDevice)}</td>
                    <td>{total(e.monthly)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <CompetitorComparison ourMonthly={cheapest.monthly} monthlyUnits={state.devices * state.mbPerDevice} competitors={competitors} money={money} />
          </>
        ) : (
          <p>
            No plan covers these countries yet. <a href={SITE_PATHS.contactSales}>Ask our team</a>.
          </p>
        )}
        {money.currency !== 'USD' ? <p className={styles.note}>Converted from USD at the current exchange rate; invoices are in USD.</p> : null}
      </div>
      <div className={styles.actions}>
        <EstimateByEmail
          definition={estimateForm}
          estimate={
            cheapest && {
              calculator: 'iot-sim',
              countries: state.countries.join(','),
              devices: String(state.devices),
              megabytesPerDevice: String(state.mbPerDevice),
              currency: money.currency,
              plan: cheapest.plan,
              monthly: cheapest.monthly.toFixed(2),
            }
          }
        />
      </div>
    </div>
  )
}
