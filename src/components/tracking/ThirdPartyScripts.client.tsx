'use client'
import { usePathname } from 'next/navigation'
import Script from 'next/script'
import { useEffect, useSyncExternalStore } from 'react'

import { getJson } from '@/lib/requests'
import { reportError } from '@/lib/monitoring'
import { SCRIPT_FAILURES, scriptsToLoad, type ScriptId, type ScriptsConfig, isBot, trackingStore } from '@/lib/tracking'

/** What the vendors' scripts put on window (and what their snippets set before loading). */
type VendorGlobals = {
  dataLayer?: unknown[]
  _fs_org?: string
  _fs_namespace?: string
  FS?: (command: string, payload: unknown) => void
  OpenReplay?: new (options: { projectKey: string; ingestPoint: string }) => { start: () => unknown; setUserAnonymousID: (id: string) => void }
  intercomSettings?: { app_id: string }
  Intercom?: (command: string, payload?: unknown) => void
}
const vendor = () => window as unknown as VendorGlobals

type Visitor = { anonymousId?: string; userId?: string }

/** The scripts whose set-up has run, once per document: an outside store the island subscribes to. */
const prepared = new Set<ScriptId>()
const preparedListeners = new Set<() => void>()
let preparedSnapshot: ReadonlySet<ScriptId> = new Set()
const preparedStore = {
  subscribe(listener: () => void) {
    preparedListeners.add(listener)
    return () => preparedListeners.delete(listener)
  },
  get: () => preparedSnapshot,
  add(ids: ScriptId[], config: ScriptsConfig) {
    const fresh = ids.filter((id) => !prepared.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) {
      prepare(id, config)
      prepared.add(id)
    }
    preparedSnapshot = new Set(prepared)
    for (const listener of preparedListeners) listener()
  },
}

/** Set before a script loads, as each vendor's snippet does. */
function prepare(id: ScriptId, config: ScriptsConfig) {
  const w = vendor()
  if (id === 'tagManager') (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  if (id === 'sessionRecording' && config.sessionRecording) {
    w._fs_org = config.sessionRecording.orgId
    w._fs_namespace = 'FS'
  }
  if (id === 'messagingWidget' && config.messagingWidget) w.intercomSettings = { app_id: config.messagingWidget.appId }
}

/** Run once a script has loaded: hand it the visitor's identity. */
async function started(id: ScriptId, config: ScriptsConfig, visitor: Visitor) {
  const w = vendor()
  if (id === 'sessionReplay' && config.sessionReplay?.ingestPoint && w.OpenReplay) {
    const tracker = new w.OpenReplay({ projectKey: config.sessionReplay.projectKey, ingestPoint: config.sessionReplay.ingestPoint })
    tracker.start()
    try {
      if (visitor.anonymousId) tracker.setUserAnonymousID(visitor.anonymousId)
    } catch (error) {
      reportError(SCRIPT_FAILURES.sessionReplayAnonymousId, { url: config.sessionReplay.src, cause: String(error) })
    }
  }
  if (id === 'sessionRecording' && visitor.anonymousId) w.FS?.('setProperties', { type: 'user', properties: { anonymousId: visitor.anonymousId } })
  if (id === 'messagingWidget' && w.Intercom) {
    // Identity verification: the server names the visitor's own signed id and its HMAC (never an id the page picks).
    const { user_id, user_hash } = await getJson<{ user_id: string; user_hash: string }>('/api/intercom-verification')
    w.Intercom('update', { user_id, user_hash })
  }
}

function failed(id: ScriptId, src: string) {
  if (id === 'sessionRecording') console.warn(SCRIPT_FAILURES.sessionRecording, src)
  else reportError(SCRIPT_FAILURES[id], { url: src })
}

/**
 * The third-party scripts this page view may load (lib/tracking/scripts), each after
 * the page has loaded and only once the consent allows it; a change of
 * consent takes effect without a reload.
 */
export function ThirdPartyScripts({ config }: { config: ScriptsConfig }) {
  const pathname = usePathname()
  const state = useSyncExternalStore(trackingStore.subscribe, trackingStore.get, trackingStore.get)
  // Scripts are rendered (and so loaded) only after their snippet's set-up has run.
  const ready = useSyncExternalStore(preparedStore.subscribe, preparedStore.get, preparedStore.get)
  const visitor: Visitor = { anonymousId: state.anonymousId, userId: state.userId }

  const ids = state.consentSettled ? scriptsToLoad(config, { path: pathname, consentGroups: state.consentGroups, bot: isBot(navigator.userAgent) }) : []
  const key = ids.join()
  useEffect(() => {
    if (key) preparedStore.add(key.split(',') as ScriptId[], config)
  }, [key, config])

  return (
    <>
      {ids
        .filter((id) => ready.has(id))
        .map((id) => {
          const script = config[id]
          if (!script) return null
          if (id === 'sessionReplay' && !config.sessionReplay?.ingestPoint) return <IngestMissing key={id} src={script.src} />
          const src = id === 'tagManager' && config.tagManager ? `${script.src}?id=${encodeURIComponent(config.tagManager.containerId)}` : script.src
          return (
            <Script
              key={id}
              id={`script-${id}`}
              src={src}
              strategy="lazyOnload"
              onReady={() => {
                started(id, config, visitor).catch((error: unknown) => reportError(error, { url: src }))
              }}
              onError={() => failed(id, src)}
            />
          )
        })}
    </>
  )
}

/** Session replay configured without its ingest point: reported once, not loaded. */
function IngestMissing({ src }: { src: string }) {
  useEffect(() => reportError(SCRIPT_FAILURES.sessionReplayIngest, { url: src }), [src])
  return null
}
