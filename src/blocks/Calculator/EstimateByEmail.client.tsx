'use client'
import { useState } from 'react'

import { LazySiteForm } from '@/components/lazy.client'
import type { FormDefinition } from '@/lib/forms'

/**
 * "E-mail me this estimate": the pricing-calculator form, opened on request (its code is fetched then), carrying the
 * calculator's inputs and estimate as they are when it is sent.
 */
export function EstimateByEmail({ definition, estimate }: { definition?: FormDefinition; estimate: Readonly<Record<string, string>> | undefined }) {
  const [open, setOpen] = useState(false)
  if (!definition || !estimate) return null
  return open ? (
    <LazySiteForm formId="pricing-calculator" definition={definition} attached={estimate} />
  ) : (
    <button type="button" className="button button--secondary button--on-light" onClick={() => setOpen(true)}>
      E-mail me this estimate
    </button>
  )
}
