'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only the customer-stories index ships the filter code.
export const StoryFiltersIsland = dynamic(() => import('./StoryFilters.client').then((m) => m.StoryFilters))
