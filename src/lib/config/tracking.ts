/**
 * Analytics and error reporting: Segment (without SEGMENT_WRITE_KEY events go to the fallback
 * endpoints), Sentry (off without SENTRY_DSN or NEXT_PUBLIC_SENTRY_DSN), the messaging widget's
 * identity secret, and the third-party scripts (each off until configured).
 */
import type { AppEnv } from './app'
import { address, parseVariables, text, type EnvSource } from './parse'

export type SegmentConfig = {
  writeKey: string
  /** The settings CDN; Segment's own when unset. */
  cdnUrl?: string
  /** The tracking API as an address, e.g. https://api.segment.io/v1; Segment's own when unset. */
  apiUrl?: string
}

/** Each configured script's address and settings; a script without configuration never loads. */
export type ScriptsConfig = {
  marketingAutomation?: { src: string }
  tagManager?: { src: string; containerId: string }
  fraudDetection?: { src: string }
  sessionReplay?: { src: string; projectKey: string; ingestPoint?: string }
  sessionRecording?: { src: string; orgId: string }
  messagingWidget?: { src: string; appId: string }
}

export type TrackingConfig = {
  segment: SegmentConfig | undefined
  sentry: { dsn: string; environment: AppEnv } | undefined
  /** The customer-messaging widget's identity-verification secret (HMAC of the user id). */
  intercomSecret: string | undefined
  scripts: ScriptsConfig
}

export function readTrackingConfig(source: EnvSource, appEnv: AppEnv): TrackingConfig {
  const v = parseVariables(
    {
      SEGMENT_WRITE_KEY: text(),
      SEGMENT_CDN_URL: address(),
      SEGMENT_API_URL: address(),
      SENTRY_DSN: address(),
      NEXT_PUBLIC_SENTRY_DSN: address(),
      INTERCOM_IDENTITY_SECRET: text(),
      INTERCOM_APP_ID: text(),
      INTERCOM_WIDGET_URL: address(),
      MARKETING_AUTOMATION_SCRIPT_URL: address(),
      TAG_MANAGER_ID: text(),
      TAG_MANAGER_URL: address(),
      FRAUD_DETECTION_SCRIPT_URL: address(),
      SESSION_REPLAY_SCRIPT_URL: address(),
      SESSION_REPLAY_PROJECT_KEY: text(),
      SESSION_REPLAY_INGEST_URL: address(),
      SESSION_RECORDING_ORG_ID: text(),
      SESSION_RECORDING_SCRIPT_URL: address(),
    },
    source,
  )
  const dsn = v.SENTRY_DSN ?? v.NEXT_PUBLIC_SENTRY_DSN
  return {
    segment: v.SEGMENT_WRITE_KEY ? { writeKey: v.SEGMENT_WRITE_KEY, cdnUrl: v.SEGMENT_CDN_URL, apiUrl: v.SEGMENT_API_URL } : undefined,
    sentry: dsn ? { dsn, environment: appEnv } : undefined,
    intercomSecret: v.INTERCOM_IDENTITY_SECRET,
    scripts: {
      marketingAutomation: v.MARKETING_AUTOMATION_SCRIPT_URL ? { src: v.MARKETING_AUTOMATION_SCRIPT_URL } : undefined,
      tagManager: v.TAG_MANAGER_ID ? { src: v.TAG_MANAGER_URL ?? 'https://www.googletagmanager.com/gtm.js', containerId: v.TAG_MANAGER_ID } : undefined,
      fraudDetection: v.FRAUD_DETECTION_SCRIPT_URL ? { src: v.FRAUD_DETECTION_SCRIPT_URL } : undefined,
      sessionReplay:
        v.SESSION_REPLAY_SCRIPT_URL && v.SESSION_REPLAY_PROJECT_KEY
          ? { src: v.SESSION_REPLAY_SCRIPT_URL, projectKey: v.SESSION_REPLAY_PROJECT_KEY, ingestPoint: v.SESSION_REPLAY_INGEST_URL }
          : undefined,
      sessionRecording: v.SESSION_RECORDING_ORG_ID
        ? { src: v.SESSION_RECORDING_SCRIPT_URL ?? 'https://edge.fullstory.com/s/fs.js', orgId: v.SESSION_RECORDING_ORG_ID }
        : undefined,
      messagingWidget: v.INTERCOM_APP_ID
        ? { src: v.INTERCOM_WIDGET_URL ?? `https://widget.intercom.io/widget/${encodeURIComponent(v.INTERCOM_APP_ID)}`, appId: v.INTERCOM_APP_ID }
        : undefined,
    },
  }
}
