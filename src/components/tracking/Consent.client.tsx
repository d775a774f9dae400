'use client'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { CONSENT_GROUPS, consentAskScript, consentCookies, OPTIONAL_GROUPS, statusForGroups, type ConsentGroup, trackingStore } from '@/lib/tracking'

import { isHttps, writeCookie } from './browser'

/** What each group covers, in the visitor's words. */
const GROUP_DETAILS: Record<ConsentGroup, string> = {
  necessary: 'Keep the site working and secure: your cookie choices, sign-in and spam protection. Always on.',
  performance: 'Count visits and see which pages help, so we can improve them.',
  functional: 'Remember choices such as your region, and power the chat widget.',
  targeting: 'Measure our advertising and show you relevant offers on other sites.',
}

/** Any element with this attribute (the footer's "Cookie preferences") opens the dialog. */
export const OPEN_PREFERENCES_ATTRIBUTE = 'data-cookie-preferences'

function decide(groups: ConsentGroup[] | undefined) {
  for (const cookie of consentCookies(groups, { now: new Date(), secure: isHttps() })) writeCookie(cookie)
  // Everything that depends on consent reads the store: the change applies without a reload.
  if (groups) trackingStore.set({ cookieStatus: statusForGroups(groups), consentGroups: ['necessary', ...groups.filter((g) => g !== 'necessary')] })
  else trackingStore.set({ cookieStatus: 'pending' })
}

/**
 * The consent banner and the preferences dialog, in the style of a
 * consent-management service. The banner is shown until the visitor decides
 * (accept, reject, customise or close); it does not cover the page, so the
 * page stays usable meanwhile.
 */
export function Consent({ policyHref }: { policyHref: string }) {
  const state = useSyncExternalStore(trackingStore.subscribe, trackingStore.get, trackingStore.get)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [choice, setChoice] = useState<Set<ConsentGroup>>(new Set())
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  const openDialog = (from: HTMLElement | null) => {
    opener.current = from
    setChoice(new Set(trackingStore.get().consentGroups))
    // Still mounted: its close event has not arrived yet (the browser queues it), so reopen it here.
    const element = dialog.current
    if (element && !element.open) element.showModal()
    setDialogOpen(true)
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(`[${OPEN_PREFERENCES_ATTRIBUTE}]`)
      if (!target) return
      event.preventDefault()
      openDialog(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    const element = dialog.current
    if (dialogOpen && element && !element.open) element.showModal()
  }, [dialogOpen])

  const closeDialog = () => {
    dialog.current?.close()
  }
  // Native close (Escape, close()) lands here: focus goes back to whatever opened the dialog.
  const onDialogClose = () => {
    if (dialog.current?.open) return // reopened before this event arrived
    setDialogOpen(false)
    const back = opener.current
    opener.current = null
    if (back?.isConnected) back.focus()
  }
  const save = (groups: ConsentGroup[]) => {
    decide(groups)
    closeDialog()
  }
  const toggle = (group: ConsentGroup, on: boolean) =>
    setChoice((current) => {
      const next = new Set(current)
      if (on) next.add(group)
      else next.delete(group)
      return next
    })

  // Until the cookies are read here (after hydration) the banner is the server's, shown or hidden by CSS as the
  // consent script decided (CONSENT_ASK_ATTRIBUTE); its buttons wait for this script, disabled, as a form's do.
  const settled = state.consentSettled
  const showBanner = !settled || state.cookieStatus === 'unknown'

  return (
    <>
      {showBanner ? (
        <section className="consent-banner section--dark" aria-label="Cookie consent" data-settled={settled ? '' : undefined}>
          <div className="consent-banner__text">
            <h2 className="consent-banner__title">Cookies on this site</h2>
            <p>
              We use cookies to run the site and, with your permission, to measure and improve it and our marketing. You can change your choice at any time
              under Cookie preferences. <a href={policyHref}>Cookie policy</a>
            </p>
          </div>
          <div className="consent-banner__actions">
            <button type="button" className="button button--secondary button--on-dark" disabled={!settled} onClick={(event) => openDialog(event.currentTarget)}>
              Customise
            </button>
            <button type="button" className="button button--secondary button--on-dark" disabled={!settled} onClick={() => decide([])}>
              Reject all
            </button>
            <button type="button" className="button button--primary button--on-dark" disabled={!settled} onClick={() => decide(OPTIONAL_GROUPS)}>
              Accept all
            </button>
          </div>
          <button type="button" className="consent-banner__close" aria-label="Close cookie banner" disabled={!settled} onClick={() => decide(undefined)}>
            ×
          </button>
        </section>
      ) : null}
      {/* After the banner, in the server's HTML only (not the page's payload): a visitor who has not chosen sees it in the first paint, one who has never does.
          After, not before: the browser may paint a long page before it has parsed all of it, and a banner shown before
          its text had arrived grew in the next frame (76 to 228 px at 412 px wide, a layout shift of 0.051 in Lighthouse). */}
      {settled ? null : <script dangerouslySetInnerHTML={{ __html: consentAskScript() }} />}
      {dialogOpen ? (
        <dialog ref={dialog} className="consent-dialog" aria-labelledby={titleId} onClose={onDialogClose}>
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault()
              save([...choice])
            }}
          >
            <h2 id={titleId}>Cookie preferences</h2>
            <p>Choose which cookies we may use. Strictly necessary cookies are always on.</p>
            <fieldset className="consent-dialog__groups">
              <legend className="visually-hidden">Cookie groups</legend>
              {(Object.keys(CONSENT_GROUPS) as ConsentGroup[]).map((group) => (
                <label key={group} className="consent-dialog__group">
                  <input
                    type="checkbox"
                    name={group}
                    checked={group === 'necessary' || choice.has(group)}
                    disabled={group === 'necessary'}
                    onChange={(event) => toggle(group, event.currentTarget.checked)}
                  />
                  <span>
                    <strong>{CONSENT_GROUPS[group]}</strong>
                    <span className="consent-dialog__detail">{GROUP_DETAILS[group]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="consent-dialog__actions">
              <button type="button" className="button button--secondary button--on-light" onClick={() => save([])}>
                Reject all
              </button>
              <button type="submit" className="button button--secondary button--on-light">
                Save choices
              </button>
              <button type="button" className="button button--primary button--on-light" onClick={() => save(OPTIONAL_GROUPS)}>
                Accept all
              </button>
            </div>
            <button type="button" className="consent-dialog__close" aria-label="Close cookie preferences" onClick={closeDialog}>
              ×
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  )
}
