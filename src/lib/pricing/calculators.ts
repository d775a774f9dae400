/** The pricing calculators a Calculator block can show: one list for the schema and the render. */
export const CALCULATORS = {
  messaging: { label: 'Messaging', title: 'Messaging pricing calculator', rateCard: '/pricing/messaging' },
  'iot-sim': { label: 'IoT SIM', title: 'IoT SIM pricing calculator', rateCard: '/pricing/iot-data-plans' },
} as const

export type CalculatorKind = keyof typeof CALCULATORS
export const CALCULATOR_KINDS = Object.keys(CALCULATORS) as CalculatorKind[]
