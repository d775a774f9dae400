import { describe, expect, it } from 'vitest'

import { cardImage } from '@/lib/media/imageCandidate'
import type { Media } from '@/payload-types'

import { readEnv } from '@/lib/config'
import { DEFAULT_IMAGE_WIDTH } from '@/lib/design/layout'
import {
  withinFileWidth,
  uploadSizesCandidate,
  cdnImageSrcSet,
  cdnImageUrl,
  fileExtension,
  fileTypeOf,
  fromUpload,
  imageDimensions,
  isImagePreload,
  matchesImagePattern,
  mediaPreloadAttribute,
  nearestImageQuality,
  shouldAutopause,
  mediaKind,
  mobileMediaQuery,
  type ImageCdnConfig,
} from '@/lib/media/media'

describe('file types', () => {
  it('classifies video, audio and animation files by extension, ignoring query and hash', () => {
    expect(mediaKind('/api/media/file/intro.mp4')).toBe('video')
    expect(mediaKind('https://cdn.example.com/clip.WEBM?v=2')).toBe('video')
    for (const file of ['a.mp3', 'b.m4a', 'c.ogg', 'd.wav#t=3']) expect(mediaKind(`/audio/${file}`)).toBe('audio')
    expect(mediaKind('/anim/hero.lottie')).toBe('animation')
    expect(mediaKind('/anim/hero.json')).toBe('animation')
  })
  it('treats SVGs apart from other images, and everything else as an image', () => {
    expect(mediaKind('/logo.svg')).toBe('svg')
    expect(mediaKind('/api/media/file/logo', { svg: true })).toBe('svg')
    expect(mediaKind('/api/media/file/logo', { mimeType: 'image/svg+xml' })).toBe('svg')
    expect(mediaKind('/photo.webp')).toBe('image')
    expect(mediaKind('/photo')).toBe('image')
  })
  it('prefers the explicit type, then the extension, then the MIME type', () => {
    expect(fileTypeOf('/file', { type: 'webm' })).toBe('webm')
    expect(fileTypeOf('/file.mp4', { mimeType: 'video/webm' })).toBe('mp4')
    expect(fileTypeOf('/file', { mimeType: 'audio/mpeg' })).toBe('mp3')
    expect(fileTypeOf('/file', { mimeType: 'video/mp4; codecs=avc1' })).toBe('mp4')
    expect(fileTypeOf('/file', { type: 'gif' })).toBeUndefined()
    expect(fileExtension('/dir.v2/file')).toBeUndefined()
  })
})

describe('uploads and sizes', () => {
  it('reads a populated upload and refuses ids and missing addresses', () => {
    expect(fromUpload({ url: '/api/media/file/a.png', alt: 'A', width: 800, height: 600, mimeType: 'image/png' })).toEqual({
      src: '/api/media/file/a.png',
      alt: 'A',
      width: 800,
      height: 600,
      mimeType: 'image/png',
    })
    expect(fromUpload(12)).toBeNull()
    expect(fromUpload(null)).toBeNull()
    expect(fromUpload({ url: null, alt: 'x' })).toBeNull()
  })
  it('lays images out at most as wide as the grid, the largest grid width by default', () => {
    expect(imageDimensions(undefined, undefined)).toEqual({ width: DEFAULT_IMAGE_WIDTH, height: undefined })
    expect(imageDimensions(800, 600)).toEqual({ width: 800, height: 600 })
    expect(imageDimensions(DEFAULT_IMAGE_WIDTH * 2, 1000)).toEqual({ width: DEFAULT_IMAGE_WIDTH, height: 500 })
  })
  it('uses the mobile variant below medium, or below small when xs only', () => {
    expect(mobileMediaQuery()).toBe('(max-width: 719px)')
    expect(mobileMediaQuery(true)).toBe('(max-width: 429px)')
  })
})

describe('image CDN', () => {
  const cdn: ImageCdnConfig = { url: 'https://ostra.com/cdn-cgi/image', patterns: ['/api/media/file/', 'https://assets.ostra.com/**/*.png'] }

  it('rewrites a matching address through the CDN path with width and format=auto', () => {
    expect(cdnImageUrl('/api/media/file/hero.jpg', { width: 1200, cdn })).toBe('https://ostra.com/cdn-cgi/image/width=1200,format=auto/api/media/file/hero.jpg')
    expect(cdnImageUrl('https://assets.ostra.com/a/b/c.png', { width: 640, cdn })).toBe(
      'https://ostra.com/cdn-cgi/image/width=640,format=auto/https://assets.ostra.com/a/b/c.png',
    )
  })
  it('adds the quality when given, clamped to 1–100', () => {
    expect(cdnImageUrl('/api/media/file/hero.jpg', { width: 800, quality: 60, cdn })).toBe(
      'https://ostra.com/cdn-cgi/image/width=800,format=auto,quality=60/api/media/file/hero.jpg',
    )
    expect(cdnImageUrl('/api/media/file/hero.jpg', { width: 800, quality: 300, cdn })).toContain('quality=100')
  })
  it('leaves addresses that match no pattern alone', () => {
    expect(cdnImageUrl('/images/local.png', { width: 800, cdn })).toBeNull()
    expect(cdnImageUrl('https://assets.ostra.com/a/c.jpg', { width: 800, cdn })).toBeNull()
    expect(cdnImageUrl('https://elsewhere.com/api/media/file/x.png', { width: 800, cdn })).toBeNull()
    expect(cdnImageSrcSet('/images/local.png', { width: 800, cdn })).toBeNull()
  })
  it('does nothing while disabled (no CDN address, or no patterns)', () => {
    expect(cdnImageUrl('/api/media/file/hero.jpg', { width: 800, cdn: undefined })).toBeNull()
    expect(cdnImageUrl('/api/media/file/hero.jpg', { width: 800, cdn: { url: 'https://ostra.com/cdn-cgi/image', patterns: [] } })).toBeNull()
  })
  it('matches prefixes and globs (* within a segment, ** across)', () => {
    expect(matchesImagePattern('/api/media/file/x.png', ['/api/media/'])).toBe(true)
    expect(matchesImagePattern('/img/a/x.png', ['/img/*.png'])).toBe(false)
    expect(matchesImagePattern('/img/x.png', ['/img/*.png'])).toBe(true)
    expect(matchesImagePattern('/img/a/b/x.png', ['/img/**'])).toBe(true)
    // The dot is literal.
    expect(matchesImagePattern('/img/axpng', ['/img/*.png'])).toBe(false)
  })
  it('builds the srcset: 1x/2x without sizes, width descriptors with them', () => {
    expect(cdnImageSrcSet('/api/media/file/a.jpg', { width: 400, cdn })).toBe(
      'https://ostra.com/cdn-cgi/image/width=400,format=auto/api/media/file/a.jpg 1x, https://ostra.com/cdn-cgi/image/width=800,format=auto/api/media/file/a.jpg 2x',
    )
    const set = cdnImageSrcSet('/api/media/file/a.jpg', { width: 800, cdn, sizes: '100vw' }) as string
    const widths = set.split(', ').map((candidate) => Number(candidate.split(' ')[1].replace('w', '')))
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(widths).toContain(800)
    expect(Math.max(...widths)).toBe(1600)
  })
  it('is configured by IMAGE_CDN_URL and IMAGE_CDN_PATTERNS, off when the address is unset', () => {
    expect(readEnv({}).imageCdn).toBeUndefined()
    expect(readEnv({ IMAGE_CDN_URL: 'https://ostra.com/cdn-cgi/image/', IMAGE_CDN_PATTERNS: ' /api/media/file/ , ,https://a.com/** ' }).imageCdn).toEqual({
      url: 'https://ostra.com/cdn-cgi/image',
      patterns: ['/api/media/file/', 'https://a.com/**'],
    })
  })
  it('reads the video host settings with their defaults', () => {
    expect(readEnv({}).videoPlayerOrigin).toBe('https://player.vimeo.com')
    expect(readEnv({}).videoOembedUrl).toBe('https://vimeo.com/api/oembed.json')
    expect(readEnv({ VIDEO_PLAYER_ORIGIN: 'https://player.example.com/', VIDEO_OEMBED_URL: 'https://example.com/oembed' })).toMatchObject({
      videoPlayerOrigin: 'https://player.example.com',
      videoOembedUrl: 'https://example.com/oembed',
    })
  })
})

describe('playback options', () => {
  it('preloads as asked, else nothing behind a poster and the metadata otherwise', () => {
    expect(['none', 'metadata', 'auto'].map((value) => mediaPreloadAttribute(value as 'none'))).toEqual(['none', 'metadata', 'auto'])
    expect(mediaPreloadAttribute(true)).toBe('auto')
    expect(mediaPreloadAttribute(undefined, true)).toBe('none')
    expect(mediaPreloadAttribute(false, false)).toBe('metadata')
    expect([true, 'auto', 'metadata', 'none', undefined].map((value) => isImagePreload(value as boolean))).toEqual([true, true, false, false, false])
  })

  it("snaps an image quality to one Next's optimizer allows", () => {
    expect([1, 50, 62, 63, 80, 100].map(nearestImageQuality)).toEqual([50, 50, 50, 75, 75, 90])
  })

  it('pauses a playing video with sound when another starts with sound, and nothing muted', () => {
    const playing = { paused: false, muted: false }
    expect(shouldAutopause(playing, { muted: false }, false)).toBe(true)
    expect(shouldAutopause(playing, { muted: false }, true)).toBe(false)
    expect(shouldAutopause(playing, { muted: true }, false)).toBe(false)
    expect(shouldAutopause({ paused: false, muted: true }, { muted: false }, false)).toBe(false)
    expect(shouldAutopause({ paused: true, muted: false }, { muted: false }, false)).toBe(false)
    expect(shouldAutopause(playing, null, false)).toBe(false)
  })
})

describe('candidates within the file’s width', () => {
  const next = (width: number) => `/_next/image?url=%2Fa.webp&w=${width}&q=75 ${width}w`
  const candidate = { src: '/_next/image?url=%2Fa.webp&w=3840&q=75', srcSet: [384, 640, 1080, 1920, 2048, 3840].map(next).join(', '), sizes: '100vw' }

  it('drops every candidate past the first one that covers the file, and makes that one the src', () => {
    expect(withinFileWidth(candidate, 1600)).toEqual({
      src: '/_next/image?url=%2Fa.webp&w=1920&q=75',
      srcSet: [384, 640, 1080, 1920].map(next).join(', '),
      sizes: '100vw',
    })
    // Exactly as wide as a candidate: that one is the last.
    expect(withinFileWidth(candidate, 1080).srcSet).toBe([384, 640, 1080].map(next).join(', '))
    // Narrower than every candidate: the smallest alone.
    expect(withinFileWidth(candidate, 200)).toEqual({ src: '/_next/image?url=%2Fa.webp&w=384&q=75', srcSet: next(384), sizes: '100vw' })
  })

  it('leaves the candidates as they are when the width is unknown, wider than all, or the set is not width-described', () => {
    expect(withinFileWidth(candidate, undefined)).toBe(candidate)
    expect(withinFileWidth(candidate, 0)).toBe(candidate)
    expect(withinFileWidth(candidate, 5000)).toBe(candidate)
    const densities = { src: '/a.webp', srcSet: '/a.webp 1x, /a@2x.webp 2x' }
    expect(withinFileWidth(densities, 100)).toBe(densities)
    expect(withinFileWidth({ src: '/a.svg' }, 100)).toEqual({ src: '/a.svg' })
  })

  it('gives a 1600 px card picture no candidate the optimizer would answer with the same file', () => {
    const image = cardImage({ id: 1, url: '/api/media/file/cover.webp', width: 1600, height: 1000, mimeType: 'image/webp' } as Media)
    const widths = (image?.srcSet ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]))
    expect(widths.length).toBeGreaterThan(3)
    expect(widths.filter((width) => width >= 1600)).toHaveLength(1)
    expect(image?.src).toContain(`w=${widths.at(-1)}&`)
  })
})

describe('uploadSizesCandidate and a card with resized copies', () => {
  const copies = {
    hero: { url: '/api/media/file/cover-1440x900.webp', width: 1440 },
    thumbnail: { url: '/api/media/file/cover-400x250.webp', width: 400 },
    card: { url: '/api/media/file/cover-768x480.webp', width: 768 },
  }

  it('names the copies narrowest first, with the middle one as src and the layout sizes kept', () => {
    expect(uploadSizesCandidate(copies, '100vw')).toEqual({
      src: '/api/media/file/cover-768x480.webp',
      srcSet: '/api/media/file/cover-400x250.webp 400w, /api/media/file/cover-768x480.webp 768w, /api/media/file/cover-1440x900.webp 1440w',
      sizes: '100vw',
    })
  })

  it('skips copies never made (no url or width), names one width once, and gives nothing for fewer than two', () => {
    const some = { ...copies, hero: { url: null, width: null }, extra: { url: '/api/media/file/cover-768b.webp', width: 768 } }
    expect(uploadSizesCandidate(some, undefined)).toEqual({
      src: '/api/media/file/cover-400x250.webp',
      srcSet: '/api/media/file/cover-400x250.webp 400w, /api/media/file/cover-768x480.webp 768w',
    })
    expect(uploadSizesCandidate({ thumbnail: copies.thumbnail }, '100vw')).toBeNull()
    expect(uploadSizesCandidate(undefined, '100vw')).toBeNull()
    expect(uploadSizesCandidate({ hero: undefined, card: { url: '/x.webp', width: 0 } }, '100vw')).toBeNull()
  })

  it("draws a card from the upload's copies instead of the optimizer, in a sixth of the bytes", () => {
    const upload = { id: 1, url: '/api/media/file/cover.webp', width: 1600, height: 1000, mimeType: 'image/webp' } as Media
    const optimized = cardImage(upload)
    const own = cardImage({ ...upload, sizes: copies } as Media)
    expect(own).toMatchObject({ src: copies.card.url, sizes: optimized?.sizes, width: optimized?.width, height: optimized?.height })
    expect(own?.srcSet).not.toContain('/_next/image')
    expect(optimized?.srcSet).toContain('/_next/image')
    expect((own?.srcSet ?? '').length * 3).toBeLessThan((optimized?.srcSet ?? '').length)
    // A vector has no copies to choose between: it goes as it is.
    expect(cardImage({ ...upload, url: '/api/media/file/logo.svg', mimeType: 'image/svg+xml', sizes: copies } as Media)?.srcSet).toBeUndefined()
  })
})
