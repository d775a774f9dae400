/**
 * Sample files committed under public/assets/samples (a Lottie animation, an audio clip with caption
 * files, logos) as populated uploads, so fixtures and tests render media without a database.
 */
import type { Media } from '@/payload-types'

const SAMPLE_DATE = '2026-01-01T00:00:00.000Z'

/** A sample file as a populated upload. */
export function sampleUpload(id: number, file: string, alt: string, mimeType: string, size?: { width: number; height: number }): Media {
  return {
    id,
    alt,
    url: `/assets/samples/${file}`,
    filename: file,
    mimeType,
    width: size?.width,
    height: size?.height,
    createdAt: SAMPLE_DATE,
    updatedAt: SAMPLE_DATE,
  }
}

export const SAMPLE_ANIMATION = sampleUpload(-1, 'signal-pulse.json', 'A signal pulse spreading in rings', 'application/json', { width: 200, height: 200 })

/** A product UI mock-up (the seed's Voice screen, src/seed/mockups.ts), for the styleguide's side picture. */
export const SAMPLE_SCREEN = sampleUpload(
  -8,
  'mockup-call-timeline.webp',
  'The Ostra portal’s call timeline: a call initiated, answered, recorded, a DTMF digit received, hung up and the recording saved',
  'image/webp',
  { width: 1200, height: 900 },
)
