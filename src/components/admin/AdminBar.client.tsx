'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

// Only editors in draft preview need the live-preview listener: visitors never download it.
const LivePreviewRefresh = dynamic(() => import('./LivePreviewRefresh.client').then((m) => m.LivePreviewRefresh), { ssr: false })
// Click-to-edit (issue 30): likewise only in draft preview.
const CanvasOverlay = dynamic(() => import('../canvas/CanvasOverlay.client').then((m) => m.CanvasOverlay), { ssr: false })

export type AdminBarProps = {
  editUrl: string
  exitUrl: string
  /**
   * preview: draft mode with a checked session, shown at once and refreshed on every save;
   * detect: a static page on staging/dev, shown once the admin says someone is signed in.
   */
  mode: 'preview' | 'detect'
  /** The document shown, for the draft preview's click-to-edit canvas. */
  document?: { collection: string; id: number }
  /** The campaign release whose whole-site preview this is: its name and its page in the admin. */
  release?: { name: string; href: string }
}

type MeResponse = { user?: { email?: string } | null }

/** The editors' bar on the site: edit this page, and leave draft preview. */
export function AdminBar({ editUrl, exitUrl, mode, document, release }: AdminBarProps) {
  const [signedIn, setSignedIn] = useState(mode === 'preview')

  useEffect(() => {
    if (mode !== 'detect') return
    const controller = new AbortController()
    fetch(new URL('/api/users/me', window.location.href), { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<MeResponse>) : null))
      .then((body) => setSignedIn(Boolean(body?.user)))
      // No bar when the admin cannot be reached: visitors never see an error for it.
      .catch(() => undefined)
    return () => controller.abort()
  }, [mode])

  if (!signedIn) return null
  return (
    <aside className="admin-bar" aria-label="Editing tools">
      {release ? (
        <span className="admin-bar__status">
          Previewing the site after the release <a href={release.href}>{release.name}</a>
        </span>
      ) : (
        <span className="admin-bar__status">{mode === 'preview' ? 'Draft preview' : 'Published version'}</span>
      )}
      <a href={editUrl}>Edit this page</a>
      {mode === 'preview' && <a href={exitUrl}>Exit preview</a>}
      {mode === 'preview' && <LivePreviewRefresh />}
      {mode === 'preview' && <CanvasOverlay editUrl={editUrl} document={document} />}
    </aside>
  )
}
