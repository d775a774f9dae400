'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only pages with the use cases list ship the filter code. It renders on the server first.
export const UseCaseBrowserIsland = dynamic(() => import('./UseCaseBrowser.client').then((m) => m.UseCaseBrowser))
