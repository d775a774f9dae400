'use client'
import { useMemo, type ReactNode } from 'react'

import type { FlagName } from '@/lib/experiments'

import { FlagContext } from './flagContext'

/** Flags whose value is the same for every visitor, decided on the server: no SDK in the browser. */
export function StaticFlags({ values, children }: { values: Partial<Record<FlagName, boolean>>; children: ReactNode }) {
  const reader = useMemo(() => ({ isOn: (name: FlagName) => values[name] ?? false }), [values])
  return <FlagContext.Provider value={reader}>{children}</FlagContext.Provider>
}
