import type { BlockProps } from '../types'
import { NumberSearchIsland } from './lazy.client'
import styles from './styles.module.css'
import { DEFAULT_COUNTRY } from '@/lib/coverage'
import { numberSearchCountries } from '@/siteData'

/** The search form's frame on the server; searching happens in the browser against /api/available-numbers. */
export async function NumberSearch({ block }: BlockProps<'numberSearch'>) {
  const countries = await numberSearchCountries()
  // The block's default country when it has numbers, else the first country that does.
  const preferred = block.defaultCountry ?? DEFAULT_COUNTRY
  const defaultCountry = countries.some((c) => c.alpha2 === preferred) ? preferred : (countries[0]?.alpha2 ?? preferred)
  return (
    <div className={styles.root} data-block="number-search">
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <NumberSearchIsland countries={countries} defaultCountry={defaultCountry} />
    </div>
  )
}
