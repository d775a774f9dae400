import type { CalculatorKind, Competitor, Money, PackedCountryOptions, PackedMessagingRates, VolumeTier } from '@/lib/pricing'
import type { CalculatorData } from '@/lib/pricing/data'
import type { FormDefinition } from '@/lib/forms'

/** What the server hands every calculator island besides its own data. */
type SharedProps = {
  /** The block's default country, or the locale's when it has rates. */
  initialCountry: string
  money: Money & { localeCode: string }
  /** The marketer's competitor prices, compared while the calculatorCompetitive flag is on. */
  competitors: Competitor[]
  /** "E-mail me this estimate" (lib/forms/forms pricing-calculator), handed over so the island ships no form catalogue. */
  estimateForm?: FormDefinition
}

/** The messaging calculator gets its countries and rate card packed (lib/pricing/packedRates) and the rate-card form. */
export type MessagingCalculatorProps = SharedProps & {
  data: { countries: PackedCountryOptions; rates: PackedMessagingRates; tiers: readonly VolumeTier[] }
  /** The rate-card form (lib/forms/forms pricing-csv), handed over so the island ships no form catalogue. */
  rateCardForm?: FormDefinition
}

export type IotCalculatorProps = SharedProps & { data: CalculatorData['iot'] }

type IslandPropsByKind = { messaging: MessagingCalculatorProps; 'iot-sim': IotCalculatorProps }

/** Each island gets its own calculator's data only (a kind added to lib/pricing/calculators fails to compile here until it has props). */
export type CalculatorIslandProps = { [K in CalculatorKind]: { kind: K } & IslandPropsByKind[K] }[CalculatorKind]
