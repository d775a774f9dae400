import { countriesOf, SUPPORTED_COUNTRIES } from '@/lib/countries'

import type { BlockProps } from '../types'
import { NumberSearchIsland } from './Component.client'

/** The search form's frame on the server; searching happens in the browser against /api/available-numbers. */
export function NumberSearch({ block }: BlockProps<'numberSearch'>) {
  const countries = countriesOf(SUPPORTED_COUNTRIES, { sortByName: true }).map(({ alpha2, name }) => ({ alpha2, name }))
  return (
    <div className="number-search">
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <NumberSearchIsland countries={countries} defaultCountry={block.defaultCountry ?? 'US'} />
    </div>
  )
}
