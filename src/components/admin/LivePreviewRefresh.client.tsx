'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

/**
 * Inside the admin's live preview: every save (autosave included) re-renders
 * the route on the server and swaps it in, without a full reload.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  // The admin runs on this same app, so its messages come from this origin.
  const [origin] = useState(() => (typeof window === 'undefined' ? '' : window.location.origin))
  const refresh = useCallback(() => router.refresh(), [router])
  if (!origin) return null
  return <RefreshRouteOnSave refresh={refresh} serverURL={origin} />
}
