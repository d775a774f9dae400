'use client'
import { useId, useMemo, useRef, useState } from 'react'

import { useEarlyInput } from '@/components/hooks/useEarlyInput'

import {
  CAPABILITY_LABELS,
  countriesLabel,
  coverageRegions,
  filterByRegion,
  searchCoverage,
  type Capability,
  type CoverageRow,
  type CoverageServices,
} from '@/lib/coverage'

import styles from './styles.module.css'
import { Mark } from './Mark'
import { fieldClass } from '@/components/forms/Field'

/** A country as the list shows it: its four capabilities instead of the full service matrix. */
export type CountryListing = Omit<CoverageRow, 'services'> & { capabilities: Capability[] }
export type CoverageTableProps = { detailed: true; rows: CoverageRow[] } | { detailed: false; rows: CountryListing[] }
type AnyRow = Omit<CoverageRow, 'services'> & { capabilities?: Capability[] }

const SERVICE_COLUMNS: { label: string; has: (services: CoverageServices) => boolean }[] = [
  { label: 'Voice', has: (s) => s.voice },
  { label: 'SMS', has: (s) => s.sms },
  { label: 'MMS', has: (s) => s.mms },
  { label: 'Local numbers', has: (s) => s.numbers.local },
  { label: 'Toll-free numbers', has: (s) => s.numbers['toll-free'] },
  { label: 'Mobile numbers', has: (s) => s.numbers.mobile },
  { label: 'IoT SIM', has: (s) => s.iotSim },
]

/** Rows shown before "Show all" while nothing narrows the list: the whole world is 100+ rows, 10 000 px on a phone. */
export const FIRST_ROWS = 24

/**
 * Supported countries with dial codes and what works there (voice,
 * messaging, numbers, IoT SIM), or the full service matrix when detailed; a
 * region filter and a search narrow the rows.
 */
export function CoverageTable(props: CoverageTableProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [region, setRegion] = useState('')
  const [expanded, setExpanded] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  useEarlyInput(body)
  const rows: readonly AnyRow[] = props.rows
  const regions = useMemo(() => coverageRegions(rows), [rows])
  const shown = useMemo(() => searchCoverage(filterByRegion(rows, region), query), [rows, region, query])
  const narrowed = query.trim() !== '' || region !== ''
  const visible = expanded || narrowed ? shown : shown.slice(0, FIRST_ROWS)
  const services = props.detailed ? new Map(props.rows.map((row) => [row.alpha2, row.services])) : undefined
  const columns = 2 + (services ? SERVICE_COLUMNS.length : 1)

  return (
    <div ref={body} className={styles.body}>
      {regions.length > 1 && (
        <fieldset className={styles.regions}>
          <legend className={styles.legend}>Region</legend>
          {[{ region: '', count: rows.length }, ...regions].map((option) => (
            <label key={option.region || 'all'} className={styles.chip}>
              <input type="radio" name={`${id}-region`} value={option.region} checked={region === option.region} onChange={() => setRegion(option.region)} />
              <span className="pill">
                {option.region || 'All regions'} <span className={styles.count}>{option.count}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.controls}>
        <label className={fieldClass()}>
          <span>Search countries</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          A name, a two-letter code or a dial code such as +44.
        </p>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {countriesLabel(shown)}
      </p>
      <div className={`table-scroll ${styles.scroll}`} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={services ? `${styles.table} ${styles.wide}` : `${styles.table} ${styles.list}`}>
          <caption id={`${id}-caption`}>{services ? 'Services by country' : 'Supported countries and dial codes'}</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Dial code</th>
              {services ? (
                SERVICE_COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className={styles.mark}>
                    {column.label}
                  </th>
                ))
              ) : (
                <th scope="col">Available</th>
              )}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => {
              const offered = services?.get(row.alpha2)
              return (
                <tr key={row.alpha2}>
                  <th scope="row">{row.name}</th>
                  <td className={styles.dial}>
                    {row.dialCode || (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">None</span>
                      </>
                    )}
                  </td>
                  {offered ? (
                    SERVICE_COLUMNS.map((column) => (
                      <td key={column.label} className={styles.mark}>
                        <Mark yes={column.has(offered)} />
                      </td>
                    ))
                  ) : (
                    <td>
                      <ul className={styles.capabilities} aria-label={`Available in ${row.name}`}>
                        {(row.capabilities ?? []).map((capability) => (
                          <li key={capability} className={styles.capability} data-capability={capability}>
                            {CAPABILITY_LABELS[capability]}
                          </li>
                        ))}
                      </ul>
                    </td>
                  )}
                </tr>
              )
            })}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns}>
                  No countries match “{query}”{region ? ` in ${region}` : ''}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {visible.length < shown.length && (
        <button type="button" className={`button button--secondary button--on-light ${styles.more}`} onClick={() => setExpanded(true)}>
          Show all {shown.length} rows
        </button>
      )}
    </div>
  )
}
