'use client'
import { nearIsland } from '@/components/islands/NearIsland.client'

// Its own chunk, fetched when the table nears the viewport: only pricing pages with rates by country load it (rendered on the server first).
export const CountryRatesIsland = nearIsland(() => import('./CountryRates.client').then((m) => m.CountryRates))
