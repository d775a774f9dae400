import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dotLottieToJson, readZip } from '@/lib/media/dotLottie'
import { NOT_LOTTIE_MESSAGE, checkLottie } from '@/lib/media/lottie'
import { checkTextUpload } from '@/lib/media/mediaUpload'

import { zip } from '../fakes/zip'

const sample = readFileSync(path.join(import.meta.dirname, '../../public/assets/samples/signal-pulse.json'), 'utf8')

describe('Lottie JSON', () => {
  it('accepts the sample animation and reads its size and length', () => {
    const result = checkLottie(sample)
    expect(result.ok && result.info).toEqual({ width: 200, height: 200, frameRate: 30, frames: 60 })
  })

  it('refuses JSON that is not an animation, saying what an animation needs', () => {
    const result = checkLottie(JSON.stringify({ name: 'ostra-website', version: '0.1.0', layers: 'none' }))
    expect(result).toEqual({ ok: false, message: NOT_LOTTIE_MESSAGE })
  })

  it('refuses an animation that ends before it starts, and text that is not JSON', () => {
    expect(checkLottie({ ...JSON.parse(sample), op: 0 }).ok).toBe(false)
    expect(checkLottie('{"v": "5.7.4",')).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) })
  })

  it('reads bytes with a byte-order mark', () => {
    expect(checkLottie(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample)])).ok).toBe(true)
  })
})

describe('dotLottie archives', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  const withImage = () => {
    const animation = JSON.parse(sample) as Record<string, unknown>
    animation.assets = [{ id: 'img_0', w: 10, h: 10, u: '/images/', p: 'img_0.png', e: 0 }]
    return JSON.stringify(animation)
  }

  it('answers the first animation of the manifest as JSON, its images inlined', () => {
    const archive = zip({
      'manifest.json': JSON.stringify({ version: '1', animations: [{ id: 'pulse' }] }),
      'animations/other.json': '{}',
      'animations/pulse.json': withImage(),
      'images/img_0.png': png,
    })
    const result = dotLottieToJson(archive)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const json = JSON.parse(result.json) as { w: number; assets: { p: string; u: string; e: number }[] }
    expect(json.w).toBe(200)
    expect(json.assets[0]).toMatchObject({ p: `data:image/png;base64,${png.toString('base64')}`, u: '', e: 1 })
  })

  it('reads the version 2 layout (a/ and i/) without a manifest', () => {
    const result = dotLottieToJson(zip({ 'a/pulse.json': sample }))
    expect(result.ok && result.check.info.frames).toBe(60)
  })

  it('refuses an archive without an animation, one whose animation is not Lottie, and a file that is no zip', () => {
    expect(dotLottieToJson(zip({ 'manifest.json': '{}' }))).toEqual({ ok: false, message: 'This .lottie file holds no animation.' })
    expect(dotLottieToJson(zip({ 'animations/x.json': '{"hello":1}' }))).toEqual({ ok: false, message: NOT_LOTTIE_MESSAGE })
    expect(dotLottieToJson(Buffer.from(sample)).ok).toBe(false)
    expect(readZip(Buffer.alloc(10))).toBeNull()
  })
})

describe('upload checks', () => {
  const file = (name: string, mimetype: string, data: string | Buffer) => ({ name, mimetype, data: Buffer.isBuffer(data) ? data : Buffer.from(data) })

  it('takes a Lottie JSON with its size, and refuses other JSON with the clear message', () => {
    expect(checkTextUpload(file('pulse.json', 'application/json', sample))).toMatchObject({
      ok: true,
      width: 200,
      height: 200,
      file: { mimetype: 'application/json' },
    })
    expect(checkTextUpload(file('settings.json', 'application/json', '{"theme":"dark"}'))).toEqual({ ok: false, message: NOT_LOTTIE_MESSAGE })
  })

  it('turns a .lottie into a .json file the player reads', () => {
    const result = checkTextUpload(file('Pulse.lottie', 'application/octet-stream', zip({ 'a/pulse.json': sample })))
    expect(result.ok && [result.file.name, result.file.mimetype, JSON.parse(result.file.data.toString()).fr]).toEqual(['Pulse.json', 'application/json', 30])
  })

  it('takes WebVTT caption files (whatever type the browser sent) and refuses SRT and other text', () => {
    expect(checkTextUpload(file('en.vtt', 'text/plain', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello'))).toMatchObject({
      ok: true,
      file: { mimetype: 'text/vtt' },
    })
    expect(checkTextUpload(file('en.vtt', 'text/vtt', '1\n00:00:00,000 --> 00:00:01,000\nHello'))).toEqual({
      ok: false,
      message: expect.stringMatching(/not WebVTT/),
    })
    expect(checkTextUpload(file('notes.txt', 'text/plain', 'hello'))).toEqual({ ok: false, message: expect.stringMatching(/only as WebVTT/) })
  })

  it('leaves images, video and audio to Payload unchanged', () => {
    const image = file('a.png', 'image/png', Buffer.from('89504e47', 'hex'))
    const audio = file('chime.m4a', 'audio/x-m4a', Buffer.from('0000001c66747970', 'hex'))
    expect(checkTextUpload(image)).toEqual({ ok: true, file: image })
    expect(checkTextUpload(audio)).toEqual({ ok: true, file: audio })
  })
})

describe('uploaded files as they go out (issue 29)', () => {
  it('an SVG is an attachment under a policy that runs nothing; other files are left alone', async () => {
    const { uploadedFileHeaders } = await import('@/lib/media/mediaUpload')
    const svg = uploadedFileHeaders(new Headers({ 'content-type': 'image/svg+xml' }))
    expect(svg.get('content-disposition')).toBe('attachment')
    expect(svg.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
    const png = uploadedFileHeaders(new Headers({ 'content-type': 'image/png' }))
    expect(png.get('content-disposition')).toBeNull()
    expect(png.get('content-security-policy')).toBeNull()
    // Every file is kept for a while (pages name the upload's resized copies directly), unless already said otherwise.
    for (const headers of [svg, png]) expect(headers.get('cache-control')).toBe('public, max-age=14400')
    expect(uploadedFileHeaders(new Headers({ 'content-type': 'image/png', 'cache-control': 'no-store' })).get('cache-control')).toBe('no-store')
  })
})
