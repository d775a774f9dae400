import type { UIFieldServerComponent } from 'payload'

import { percent, type VariantResult } from '@/lib/experiments'
import { readExperimentResults } from '@/lib/experiments/data'

import { DeclareWinner } from './DeclareWinner.client'

const share = (value: number) => `${(value * 100).toFixed(1)} %`
const uplift = (variant: VariantResult) =>
  variant.uplift === undefined ? '–' : `${variant.uplift >= 0 ? '+' : '−'}${Math.abs(variant.uplift * 100).toFixed(1)} %`

/** The variant most likely best: the challenger most likely to beat A when that is over one half, else A. */
function leader(variants: readonly VariantResult[]): number {
  let best = 0
  variants.forEach((variant, index) => {
    if ((variant.beatsControl ?? 0) > Math.max(0.5, variants[best].beatsControl ?? 0)) best = index
  })
  return best
}

/**
 * On an experiment: its results so far (visitors, conversions, rate, uplift against A, probability to beat A)
 * and the verdict in words, read from the first-party store when the page opens.
 */
export const ExperimentResults: UIFieldServerComponent = async ({ payload, id }) => {
  const numericId = Number(id)
  if (!Number.isInteger(numericId) || numericId <= 0) return null
  let results: Awaited<ReturnType<typeof readExperimentResults>>
  try {
    results = await readExperimentResults(payload, numericId)
  } catch (error) {
    payload.logger.warn(`experiment results: could not be read (${error instanceof Error ? error.message : String(error)})`)
    return <p className="experiment-results__note">The results could not be read just now. Reload the page to try again.</p>
  }
  if (!results) return null
  return (
    <section className="experiment-results" aria-labelledby="experiment-results-title">
      <h3 id="experiment-results-title">Results</h3>
      <p className="experiment-results__goal">Goal: {results.goal.label}. Counted from each visitor’s first view of the test.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Visitors</th>
            <th scope="col">Conversions</th>
            <th scope="col">Rate</th>
            <th scope="col">Uplift vs A</th>
            <th scope="col">Chance to beat A</th>
          </tr>
        </thead>
        <tbody>
          {results.variants.map((variant) => (
            <tr key={variant.letter}>
              <th scope="row">{variant.letter}</th>
              <td>{variant.visitors.toLocaleString('en-US')}</td>
              <td>{variant.conversions.toLocaleString('en-US')}</td>
              <td>{share(variant.rate)}</td>
              <td>{uplift(variant)}</td>
              <td>{variant.beatsControl === undefined ? '–' : percent(variant.beatsControl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={results.decided ? 'experiment-results__verdict experiment-results__verdict--decided' : 'experiment-results__verdict'}>{results.verdict}</p>
      {results.status !== 'running' && <p className="experiment-results__note">This test is not running: the results are as they were counted while it ran.</p>}
      {results.status === 'running' && results.variants.length > 1 && (
        <DeclareWinner id={numericId} letters={results.variants.map((variant) => variant.letter)} suggested={leader(results.variants)} />
      )}
    </section>
  )
}
