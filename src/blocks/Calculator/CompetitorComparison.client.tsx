'use client'
import { useFlag } from '@/components/flags/useFlag'
import { compareWithCompetitors, type Competitor } from '@/lib/pricing'

import { MoneyText } from './MoneyText.client'
import type { CalculatorIslandProps } from './types'
import styles from './styles.module.css'

type Props = {
  ourMonthly: number
  /** Messages (messaging) or MB (IoT SIM) a month: what the competitors' unit prices multiply. */
  monthlyUnits: number
  competitors: readonly Competitor[]
  money: CalculatorIslandProps['money']
}

/** This estimate beside the competitors' list prices for the same usage; shown only while calculatorCompetitive is on. */
export function CompetitorComparison({ ourMonthly, monthlyUnits, competitors, money }: Props) {
  const on = useFlag('calculatorCompetitive')
  const rows = compareWithCompetitors(ourMonthly, monthlyUnits, competitors, money)
  if (!on || rows.length === 0) return null
  const total = (n: number) => <MoneyText amount={n} currency={money.currency} localeCode={money.localeCode} />
  return (
    <table className={styles.compare} data-testid="competitor-comparison">
      <caption>How this compares</caption>
      <thead>
        <tr>
          <th scope="col">Provider</th>
          <th scope="col">Per month</th>
          <th scope="col">Difference</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">This estimate</th>
          <td>{total(ourMonthly)}</td>
          <td>—</td>
        </tr>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{total(row.monthly)}</td>
            <td>
              {row.saving >= 0 ? (
                <>
                  You save {total(row.saving)} ({row.savingPercent}%)
                </>
              ) : (
                <>{total(-row.saving)} more</>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
