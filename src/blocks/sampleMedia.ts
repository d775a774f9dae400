/**
 * Media and logo-wall examples for the styleguide: files committed under public/assets/samples
 * (a Lottie animation, an audio clip with caption files, logos), so they render
 * without a database.
 */
import type { LogoWallBlock, Media, MediaBlock } from '@/payload-types'

const SAMPLE_DATE = '2026-01-01T00:00:00.000Z'

/** A sample file as a populated upload. */
export function sampleUpload(id: number, file: string, alt: string, mimeType: string, size?: { width: number; height: number }): Media {
  return { id, alt, url: `/assets/samples/${file}`, filename: file, mimeType, width: size?.width, height: size?.height, createdAt: SAMPLE_DATE, updatedAt: SAMPLE_DATE }
}

export const SAMPLE_ANIMATION = sampleUpload(-1, 'signal-pulse.json', 'A signal pulse spreading in rings', 'application/json', { width: 200, height: 200 })

export const mediaFixtures = {
  animation: {
    blockType: 'media',
    media: SAMPLE_ANIMATION,
    title: 'A signal pulse spreading from a point of presence',
    caption: 'A Lottie animation: plays when scrolled into view, repeats, pauses off screen; the first frame only for visitors who ask for less motion.',
    animationAutoPlay: true,
    animationLoop: true,
  },
  audio: {
    blockType: 'media',
    media: sampleUpload(-2, 'chime.wav', 'Ostra notification chime', 'audio/wav'),
    title: 'Ostra notification chime',
    caption: 'An audio file with English captions and German subtitles.',
    preload: 'metadata',
    tracks: [
      { kind: 'captions', language: 'en', label: 'English', default: true, file: sampleUpload(-3, 'chime.en.vtt', 'Chime, English captions', 'text/vtt') },
      { kind: 'subtitles', language: 'de', label: 'Deutsch', file: sampleUpload(-4, 'chime.de.vtt', 'Chime, German subtitles', 'text/vtt') },
    ],
  },
} satisfies Record<string, MediaBlock>

const LOGO_HEIGHT = 48

export const logoWallFixture: LogoWallBlock = {
  blockType: 'logoWall',
  heading: 'Trusted by',
  logos: [
    { name: 'Harbor Health Network', logo: sampleUpload(-5, 'logo-harbor-health-network.svg', 'Harbor Health Network', 'image/svg+xml', { width: 333, height: LOGO_HEIGHT }) },
    {
      name: 'Northwind Freight',
      href: '/customer-stories',
      logo: sampleUpload(-6, 'logo-northwind-freight.svg', 'Northwind Freight', 'image/svg+xml', { width: 281, height: LOGO_HEIGHT }),
    },
    { name: 'Lumen Credit Union', logo: sampleUpload(-7, 'logo-lumen-credit-union.svg', 'Lumen Credit Union', 'image/svg+xml', { width: 294, height: LOGO_HEIGHT }) },
    // No image: the name stands in.
    { name: 'ParcelPoint' },
  ],
}
