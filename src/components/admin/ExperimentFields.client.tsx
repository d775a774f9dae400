'use client'
import { CollapsibleField, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { CollapsibleFieldClientProps } from 'payload'
import { useSyncExternalStore } from 'react'

import { REUSABLE_SECTIONS } from '@/lib/pages'

import { TestVariant } from './TestVariant.client'

/**
 * Whether any Experiment exists, asked once per admin session: the A/B test
 * fields are noise on every block until someone sets up an experiment.
 */
let experimentsExist: boolean | undefined
let asked = false
const listeners = new Set<() => void>()

function askOnce(apiRoute: string): void {
  if (asked) return
  asked = true
  fetch(`${apiRoute}/experiments?limit=1&depth=0`, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .then((body) => {
      experimentsExist = typeof body === 'object' && body !== null && 'totalDocs' in body && typeof body.totalDocs === 'number' && body.totalDocs > 0
    })
    // Unknown (offline, no access): keep the fields hidden rather than break the form.
    .catch(() => {
      experimentsExist = false
    })
    .finally(() => listeners.forEach((listener) => listener()))
}

function useExperimentsExist(apiRoute: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      askOnce(apiRoute)
      return () => listeners.delete(onChange)
    },
    () => experimentsExist === true,
    () => false,
  )
}

/**
 * The block's collapsed "A/B test" fields, shown only when the block already
 * takes part in a test or at least one Experiment exists, and above them, on a
 * block in no test, "Test a variant of this block" (TestVariant). The stored data
 * is unchanged (experiment.key, experiment.variant).
 */
export function ExperimentFields(props: CollapsibleFieldClientProps) {
  const { config } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const keyPath = props.parentPath ? `${props.parentPath}.experiment.key` : 'experiment.key'
  // The saved key too: clearing the field while typing must not make it vanish under the cursor.
  const hasKey = useFormFields(([fields]) => Boolean(fields[keyPath]?.value || fields[keyPath]?.initialValue))
  const exist = useExperimentsExist(`${config.serverURL}${config.routes.api}`)
  const blockType = useFormFields(([fields]) => (props.parentPath ? fields[`${props.parentPath}.blockType`]?.value : undefined))
  // A test runs on a page's own blocks: a reusable section's blocks (on many pages) take none (its layout refuses them).
  if (collectionSlug === REUSABLE_SECTIONS && !hasKey) return null
  return (
    <>
      {props.parentPath && typeof blockType === 'string' && <TestVariant rowPath={props.parentPath} blockType={blockType} />}
      {(hasKey || exist) && <CollapsibleField {...props} />}
    </>
  )
}
