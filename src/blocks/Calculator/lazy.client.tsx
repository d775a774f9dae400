'use client'
import dynamic from 'next/dynamic'

import type { CalculatorKind } from '@/lib/calculators'

import type { CalculatorIslandProps } from './types'

// Each calculator is a chunk of its own, fetched only by pages that show it.
const ISLANDS = {
  messaging: dynamic(() => import('./MessagingCalculator.client').then((m) => m.MessagingCalculator)),
  'iot-sim': dynamic(() => import('./IotCalculator.client').then((m) => m.IotCalculator)),
} satisfies Record<CalculatorKind, unknown>

export function CalculatorIsland({ kind, ...props }: CalculatorIslandProps & { kind: CalculatorKind }) {
  const Island = ISLANDS[kind]
  return <Island {...props} />
}
