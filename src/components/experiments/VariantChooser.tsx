import { chooseVariants, TRANSIENT_VARIANT_ATTRIBUTE, type VariantChoice } from '@/lib/experiments'

import { RELOADING_FOR_VARIANTS } from './reloading'
import { VariantChooserEffect } from './VariantChooser.client'

/** The inline script: runs while the page is parsed, before anything below it is painted, and stops the page it replaces. */
function inlineScript(choice: VariantChoice): string {
  const args = JSON.stringify(choice).replace(/</g, '\\u003c')
  return `(${chooseVariants.toString()})(${args})&&(window.${RELOADING_FOR_VARIANTS}=!0,window.stop(),location.replace(location.href))`
}

/**
 * On a page with running experiments, first in its body: the visitor's variants chosen in their browser
 * (lib/experiments/chooser.ts). `transient` marks a page rendered for a combination that is not one of the
 * page's own (an ended experiment's cookie, or one made up): the page cache keeps it in memory only
 * (page-cache-handler.mjs isTransientPage), so no cookie value can fill the disk.
 */
export function VariantChooser({ choice, transient }: { choice: VariantChoice; transient: boolean }) {
  const marker = transient ? { [TRANSIENT_VARIANT_ATTRIBUTE]: '' } : {}
  return (
    <>
      <script {...marker} dangerouslySetInnerHTML={{ __html: inlineScript(choice) }} />
      <VariantChooserEffect choice={choice} />
    </>
  )
}
