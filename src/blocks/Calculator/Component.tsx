import { ButtonLink } from '@/components/Button'
import { CALCULATORS } from '@/lib/calculators'

import type { BlockProps } from '../types'


/** Server render of the calculator's settings; the interactive calculator hydrates on top of it. */
export function Calculator({ block }: BlockProps<'calculator'>) {
  const description = CALCULATORS[block.kind]
  return (
    <div className="calculator" data-kind={block.kind} data-default-country={block.defaultCountry ?? undefined}>
      <h2>{block.heading ?? description.title}</h2>
      {block.text && <p>{block.text}</p>}
      <ButtonLink href={description.rateCard} kind="secondary">
        See the full rate card
      </ButtonLink>
    </div>
  )
}
