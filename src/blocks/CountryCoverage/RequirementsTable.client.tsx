'use client'
import { useId, useMemo, useRef } from 'react'

import { CountrySelect } from '@/components/forms/CountrySelect'
import { useEarlyInput } from '@/components/hooks/useEarlyInput'
import { useLocationSearch } from '@/components/hooks/useLocationSearch'
import { countriesLabel, filterRequirements, isNumberType, NUMBER_TYPES, type RequirementRow } from '@/lib/coverage'
import { NUMBER_TYPE_LABELS } from '@/lib/numbers'

import { Mark } from './Mark'
import styles from './styles.module.css'
import { fieldClass } from '@/components/forms/Field'

export type RequirementsTableProps = { rows: RequirementRow[] }

const ALL_COUNTRIES = { alpha2: '', name: 'All countries' }

/**
 * Requirements by country and number type, filtered by two selects. The
 * choice lives in the address (?country=DE&type=local), so other pages can
 * link to one country's rules; the server render shows every row.
 */
export function RequirementsTable({ rows }: RequirementsTableProps) {
  const id = useId()
  const [search, setSearch] = useLocationSearch()
  // The rows come sorted by country name (lib/coverage/coverageData), so the options are too.
  const countries = useMemo(() => [...new Map(rows.map((row) => [row.alpha2, { alpha2: row.alpha2, name: row.country }])).values()], [rows])
  const params = new URLSearchParams(search)
  const asked = params.get('country')?.toUpperCase() ?? ''
  const country = countries.some((c) => c.alpha2 === asked) ? asked : ''
  const type = params.get('type')
  const numberType = isNumberType(type) ? type : ''
  const shown = filterRequirements(rows, { country, numberType })

  const choose = (key: 'country' | 'type', value: string) => {
    const next = new URLSearchParams(window.location.search)
    if (value) next.set(key, value)
    else next.delete(key)
    setSearch(next)
  }
  // A choice made before the island hydrates goes through choose, like any other.
  const controls = useRef<HTMLFormElement>(null)
  useEarlyInput(controls)
  const choice = [countries.find((c) => c.alpha2 === country)?.name, numberType && `${NUMBER_TYPE_LABELS[numberType].toLowerCase()} numbers`]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={styles.body}>
      <form ref={controls} className={styles.controls} aria-label="Filter requirements" onSubmit={(event) => event.preventDefault()}>
        <CountrySelect
          countries={[ALL_COUNTRIES, ...countries]}
          name="country"
          value={country}
          onChange={(event) => choose('country', event.currentTarget.value)}
        />
        <label className={fieldClass()}>
          <span>Number type</span>
          <select name="type" value={numberType} onChange={(event) => choose('type', event.currentTarget.value)}>
            <option value="">All number types</option>
            {NUMBER_TYPES.map((t) => (
              <option key={t} value={t}>
                {NUMBER_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {countriesLabel(shown)}
      </p>
      <div className={`table-scroll ${styles.scroll}`} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption id={`${id}-caption`}>Requirements by country and number type</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Number type</th>
              <th scope="col" className={styles.mark}>
                Address required
              </th>
              <th scope="col" className={styles.mark}>
                Identity required
              </th>
              <th scope="col">Requirements</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.alpha2}-${row.numberType}`}>
                <th scope="row">{row.country}</th>
                <td>{NUMBER_TYPE_LABELS[row.numberType]}</td>
                <td className={styles.mark}>
                  <Mark yes={row.addressRequired} />
                </td>
                <td className={styles.mark}>
                  <Mark yes={row.identityRequired} />
                </td>
                <td>
                  {row.requirements.length > 0 ? (
                    <ul className={styles.requirements}>
                      {row.requirements.map((requirement) => (
                        <li key={requirement}>{requirement}</li>
                      ))}
                    </ul>
                  ) : (
                    'None'
                  )}
                </td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={5}>No requirements are listed{choice && ` for ${choice}`}. Mission Control shows the current requirements before you order.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}
