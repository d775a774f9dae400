'use client'
import dynamic from 'next/dynamic'

// Their own chunks, fetched only by pages with the block; both render on the server first.
export const CoverageTableIsland = dynamic(() => import('./CoverageTable.client').then((m) => m.CoverageTable))
export const RequirementsTableIsland = dynamic(() => import('./RequirementsTable.client').then((m) => m.RequirementsTable))
