'use client'
import dynamic from 'next/dynamic'

// Its own chunk: only pricing pages with rates by country load it (rendered on the server first).
export const CountryRatesIsland = dynamic(() => import('./CountryRates.client').then((m) => m.CountryRates))
