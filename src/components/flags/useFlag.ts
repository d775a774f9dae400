'use client'
import { useContext } from 'react'

import { type FlagName } from '@/lib/experiments'

import { FlagContext } from './flagContext'

/** A feature flag in a client island: the server's value, or GrowthBook's for this visitor (see ClientFlags). */
export function useFlag(name: FlagName): boolean {
  const flags = useContext(FlagContext)
  if (!flags) throw new Error(`useFlag('${name}') outside <ClientFlags>: wrap the island that reads it`)
  return flags.isOn(name)
}
