/**
 * The calculator's competitor comparison (flag calculatorCompetitive): each
 * competitor's list price as the marketer entered it (USD per message for the
 * messaging calculator, per MB for the IoT SIM one) times the visitor's
 * monthly units, next to this estimate, in the visitor's currency.
 */
import { BASE_CURRENCY, convertAmount } from './currency'
import { roundTo, TOTAL_DECIMALS, type Money } from './estimate'

export type Competitor = { name: string; unitPrice: number }
export type CompetitorComparison = {
  name: string
  /** Their monthly cost for the same usage. */
  monthly: number
  /** Their cost minus this estimate: positive when the visitor saves. */
  saving: number
  /** The saving as a whole percentage of their cost (negative when they are cheaper). */
  savingPercent: number
}

export function compareWithCompetitors(ourMonthly: number, monthlyUnits: number, competitors: readonly Competitor[], money: Money): CompetitorComparison[] {
  return competitors.flatMap(({ name, unitPrice }) => {
    const converted = convertAmount(unitPrice * Math.max(0, monthlyUnits), BASE_CURRENCY, money.currency, money.rates)
    if (converted === undefined || !name.trim()) return []
    const monthly = roundTo(converted, TOTAL_DECIMALS)
    const saving = roundTo(monthly - ourMonthly, TOTAL_DECIMALS)
    return [{ name: name.trim(), monthly, saving, savingPercent: monthly > 0 ? Math.round((saving / monthly) * 100) : 0 }]
  })
}
