import { Button, type ButtonProps } from '@/components/Button'
import { useHydrated } from '@/components/hooks/useHydrated'

/**
 * A form island's submit button. Disabled until the island has hydrated: the server's form has no handler before
 * then, and a press, or Enter in a field (HTML's implicit submission goes through the default button), would send the
 * fields, a password among them on the sign-up, to the page's own address as a query string. It looks ready meanwhile
 * (`button--waiting`), so a form in view does not flash from dimmed to ready.
 */
export function SubmitButton({ className, ...props }: Omit<ButtonProps, 'type' | 'disabled'>) {
  const hydrated = useHydrated()
  return <Button {...props} type="submit" disabled={!hydrated} className={hydrated ? className : ['button--waiting', className].filter(Boolean).join(' ')} />
}
