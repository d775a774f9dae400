'use client'
import dynamic from 'next/dynamic'

import type { CalculatorIslandProps } from './types'

// Each calculator is a chunk of its own, fetched only by pages that show it.
const MessagingIsland = dynamic(() => import('./MessagingCalculator.client').then((m) => m.MessagingCalculator))
const IotIsland = dynamic(() => import('./IotCalculator.client').then((m) => m.IotCalculator))

export function CalculatorIsland(props: CalculatorIslandProps) {
  switch (props.kind) {
    case 'messaging': {
      const { kind: _kind, ...rest } = props
      return <MessagingIsland {...rest} />
    }
    case 'iot-sim': {
      const { kind: _kind, ...rest } = props
      return <IotIsland {...rest} />
    }
  }
}
