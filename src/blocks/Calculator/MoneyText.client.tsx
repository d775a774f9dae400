'use client'
import { useState, useSyncExternalStore } from 'react'

import { formatMoney, type Currency } from '@/lib/pricing'

type Props = { amount: number; currency: Currency; localeCode: string; decimals?: number }

const noSubscription = () => () => {}

/**
 * A price as the visitor's locale writes it, formatted in the browser only once it changes.
 *
 * The first Intl.NumberFormat a page makes loads the locale's number data: 15 ms on this machine and
 * several times that on a phone, inside the task that hydrates the calculator, which made it the
 * page's longest task. Hydrating, the island keeps the text the server wrote (React leaves text it
 * is told not to check as it is) and formats nothing until the visitor changes an input. Mounted by
 * a client navigation, with no server text, it formats at once.
 */
export function MoneyText({ amount, currency, localeCode, decimals }: Props) {
  const key = `${amount} ${currency} ${localeCode} ${decimals}`
  // The server's snapshot answers during server rendering and hydration, the browser's afterwards.
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [written] = useState(() => (fromServer ? key : undefined))
  const [changed, setChanged] = useState(false)
  if (written !== undefined && !changed && key !== written) setChanged(true)
  const serverTextStands = typeof window !== 'undefined' && written !== undefined && !changed
  return <span suppressHydrationWarning>{serverTextStands ? '' : formatMoney(amount, currency, localeCode, decimals)}</span>
}
