/** The window property set while a page is being loaded again for the visitor's variants. */
export const RELOADING_FOR_VARIANTS = '__ostraVariantReload'

/** Whether the page shown is about to be replaced by the visitor's variant: nothing of it is reported. */
export function reloadingForVariants(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[RELOADING_FOR_VARIANTS] === true
}
