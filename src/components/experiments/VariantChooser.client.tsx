'use client'
import { useLayoutEffect } from 'react'

import { chooseVariants, type VariantChoice } from '@/lib/experiments'

import { RELOADING_FOR_VARIANTS } from './reloading'

/**
 * After a client navigation to a page with running experiments (where the page's inline script does not
 * run): the visitor's variants chosen as on a page load, and the page loaded again when it is not theirs.
 * On a page load the inline script has already decided, and this finds nothing to do.
 */
export function VariantChooserEffect({ choice }: { choice: VariantChoice }) {
  useLayoutEffect(() => {
    if (!chooseVariants(choice)) return
    ;(window as unknown as Record<string, unknown>)[RELOADING_FOR_VARIANTS] = true
    location.reload()
  }, [choice])
  return null
}
