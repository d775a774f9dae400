import type { ComponentProps } from 'react'

import { fieldClass } from './Field'

export type CountryOption = { alpha2: string; name: string }

/** A labelled country picker (calculators, number search, rates by country): the options by name, the value the alpha-2 code. */
export function CountrySelect({
  countries,
  label = 'Country',
  tool = false,
  ...select
}: { countries: readonly CountryOption[]; label?: string; tool?: boolean } & ComponentProps<'select'>) {
  return (
    <label className={fieldClass({ tool })}>
      <span>{label}</span>
      <select {...select}>
        {countries.map((c) => (
          <option key={c.alpha2} value={c.alpha2}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  )
}
