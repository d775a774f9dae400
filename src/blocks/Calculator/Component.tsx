import { ButtonLink } from '@/components/ButtonLink'
import { ClientFlags } from '@/components/flags/ClientFlags'
import { CALCULATORS, packMessagingRates } from '@/lib/pricing'
import { SITE_FORMS } from '@/lib/forms'

import type { Competitor } from '@/lib/pricing'
import { findLocale } from '@/lib/pages'

import type { BlockProps } from '../types'
import { CalculatorIsland } from './lazy.client'
import styles from './styles.module.css'
import { DEFAULT_COUNTRY } from '@/lib/coverage'
import { getCalculatorData } from '@/siteData'
import { sharedCountryOptions } from '@/lib/pricing/data'

function competitorsOf(block: BlockProps<'calculator'>['block']): Competitor[] {
  return (block.competitors ?? []).flatMap(({ name, unitPrice }) => (name && typeof unitPrice === 'number' ? [{ name, unitPrice }] : []))
}

/** A pricing calculator: rendered on the server with the block's (or the locale's) country, interactive once its chunk loads. */
export async function Calculator({ block, context }: BlockProps<'calculator'>) {
  const description = CALCULATORS[block.kind]
  const data = await getCalculatorData()
  const localeCountry = context.money ? findLocale(context.money.localeCode)?.alpha2 : undefined
  const countries = block.kind === 'messaging' ? data.messaging.countries : data.iot.countries
  const initialCountry = localeCountry && countries.some((c) => c.alpha2 === localeCountry) ? localeCountry : (block.defaultCountry ?? DEFAULT_COUNTRY)
  const money = context.money
    ? { currency: context.money.currency, rates: context.money.rates, localeCode: context.money.localeCode }
    : { currency: 'USD' as const, rates: { USD: 1 }, localeCode: 'en-US' }
  const shared = { initialCountry, money, competitors: competitorsOf(block), estimateForm: SITE_FORMS['pricing-calculator'] }
  return (
    <div className={styles.root} data-block="calculator" data-kind={block.kind}>
      <h2>{block.heading ?? description.title}</h2>
      {block.text && <p>{block.text}</p>}
      <ClientFlags reads={['calculatorCompetitive']} previewing={context.previewing} context={context}>
        {block.kind === 'messaging' ? (
          <CalculatorIsland
            kind="messaging"
            data={{ countries: sharedCountryOptions(data.messaging.countries), rates: packMessagingRates(data.messaging.rates), tiers: data.messaging.tiers }}
            rateCardForm={SITE_FORMS['pricing-csv']}
            {...shared}
          />
        ) : (
          <CalculatorIsland kind="iot-sim" data={data.iot} {...shared} />
        )}
      </ClientFlags>
      <ButtonLink href={description.rateCard} kind="text">
        See the full rate card
      </ButtonLink>
    </div>
  )
}
