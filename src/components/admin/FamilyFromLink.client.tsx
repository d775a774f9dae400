'use client'
import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect } from 'react'

import { isPageFamily, FAMILY_PARAMETER } from '@/lib/pages'

/**
 * A new page opened from a link that names its type (the dashboard's "Create a landing page") starts as
 * that type, so the marketer does not choose it again. Once, when the create view opens: a choice made
 * afterwards in the field is the marketer's.
 */
export function FamilyFromLink() {
  const { id } = useDocumentInfo()
  const { setValue } = useField<string>({ path: 'family' })
  useEffect(() => {
    if (id !== undefined && id !== null) return
    const wanted = new URLSearchParams(window.location.search).get(FAMILY_PARAMETER)
    if (!isPageFamily(wanted)) return
    // After the form's own first effects: a parent's run after its children's, and the form puts its initial state
    // in place in one of them, which would overwrite a value set now.
    const timer = setTimeout(() => setValue(wanted), 0)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per document, not on every render
  }, [id])
  return null
}
