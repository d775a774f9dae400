import type { Competitor } from '@/lib/pricing/competitors'
import type { Money } from '@/lib/pricing/estimate'
import type { CalculatorData } from '@/lib/pages/pricing'
import type { FormDefinition } from '@/lib/formDefinition'

/** What the server hands each calculator island. */
export type CalculatorIslandProps = {
  data: CalculatorData
  /** The block's default country, or the locale's when it has rates. */
  initialCountry: string
  money: Money & { localeCode: string }
  /** The marketer's competitor prices, compared while the calculatorCompetitive flag is on. */
  competitors: Competitor[]
  /** The messaging calculator's rate-card form (lib/forms pricing-csv), handed over so the island ships no form catalogue. */
  rateCardForm?: FormDefinition
}
