'use client'
import { createContext } from 'react'

import type { FlagName } from '@/lib/experiments'

/** How an island asks for a flag: a fixed value (StaticFlags) or GrowthBook's evaluation for this visitor (FlagsProvider). */
export type FlagReader = { isOn(name: FlagName): boolean }

/**
 * The flags of the client islands inside ClientFlags. A plain context, so an
 * island reading a flag does not pull GrowthBook's SDK into its chunk: only
 * FlagsProvider, used where a flag's value depends on the visitor, loads it.
 */
export const FlagContext = createContext<FlagReader | null>(null)
