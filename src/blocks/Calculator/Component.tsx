import { ButtonLink } from '@/components/Button'

import type { BlockProps } from '../types'

const DESCRIPTIONS = {
  messaging: { title: 'Messaging pricing calculator', href: '/pricing/messaging' },
  'iot-sim': { title: 'IoT SIM pricing calculator', href: '/pricing/iot-data-plans' },
} as const

/** Server render of the calculator's settings; the interactive calculator hydrates on top of it. */
export function Calculator({ block }: BlockProps<'calculator'>) {
  const description = DESCRIPTIONS[block.kind]
  return (
    <div className="calculator" data-kind={block.kind} data-default-country={block.defaultCountry ?? undefined}>
      <h2>{block.heading ?? description.title}</h2>
      {block.text && <p>{block.text}</p>}
      <ButtonLink href={description.href} kind="secondary">
        See the full rate card
      </ButtonLink>
    </div>
  )
}
