'use client'
import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that show the search.
export const NumberSearchIsland = dynamic(() => import('./Search.client').then((m) => m.Search))
