'use client'
import { useId, useMemo, useState } from 'react'

import { countriesLabel, searchCoverage, type CoverageRow, type CoverageServices } from '@/lib/coverage'

import { Mark } from './Mark'

export type CountryListing = Omit<CoverageRow, 'services'>
export type CoverageTableProps = { detailed: true; rows: CoverageRow[] } | { detailed: false; rows: CountryListing[] }

const SERVICE_COLUMNS: { label: string; has: (services: CoverageServices) => boolean }[] = [
  { label: 'Voice', has: (s) => s.voice },
  { label: 'SMS', has: (s) => s.sms },
  { label: 'MMS', has: (s) => s.mms },
  { label: 'Local numbers', has: (s) => s.numbers.local },
  { label: 'Toll-free numbers', has: (s) => s.numbers['toll-free'] },
  { label: 'Mobile numbers', has: (s) => s.numbers.mobile },
  { label: 'IoT SIM', has: (s) => s.iotSim },
]

/** Supported countries with dial codes, and per service when detailed; a search filters the rows. */
export function CoverageTable(props: CoverageTableProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => searchCoverage<CountryListing>(props.rows, query), [props.rows, query])
  const services = props.detailed ? new Map(props.rows.map((row) => [row.alpha2, row.services])) : undefined
  const columns = 2 + (services ? SERVICE_COLUMNS.length : 0)

  return (
    <div className="country-coverage__body">
      <div className="country-coverage__controls">
        <label className="field">
          <span>Search countries</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} autoComplete="off" spellCheck={false} aria-describedby={`${id}-hint`} />
        </label>
        <p id={`${id}-hint`} className="country-coverage__hint">
          A name, a two-letter code or a dial code such as +44.
        </p>
      </div>
      <p className="country-coverage__status" role="status" aria-live="polite">
        {countriesLabel(shown)}
      </p>
      <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={services ? 'country-coverage__table country-coverage__table--wide' : 'country-coverage__table'}>
          <caption id={`${id}-caption`}>{services ? 'Services by country' : 'Supported countries and dial codes'}</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Dial code</th>
              {services &&
                SERVICE_COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className="country-coverage__mark">
                    {column.label}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const offered = services?.get(row.alpha2)
              return (
                <tr key={row.alpha2}>
                  <th scope="row">{row.name}</th>
                  <td className="country-coverage__dial">
                    {row.dialCode || (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">None</span>
                      </>
                    )}
                  </td>
                  {offered &&
                    SERVICE_COLUMNS.map((column) => (
                      <td key={column.label} className="country-coverage__mark">
                        <Mark yes={column.has(offered)} />
                      </td>
                    ))}
                </tr>
              )
            })}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns}>No countries match “{query}”.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
