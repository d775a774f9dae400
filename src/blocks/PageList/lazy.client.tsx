'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only the resources list ships the search code.
export const ResourceBrowserIsland = dynamic(() => import('./ResourceBrowser.client').then((m) => m.ResourceBrowser))
