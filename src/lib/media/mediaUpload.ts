/**
 * The checks an upload gets before Payload stores it, for the file types
 * Payload cannot judge by their bytes: Lottie JSON, dotLottie archives and
 * WebVTT caption files. Images, video and audio are checked by Payload
 * itself against the collection's MIME types. Server only.
 */
import { dotLottieToJson } from './dotLottie'
import { checkLottie } from './lottie'
import { fileExtension, TYPE_BY_MIME } from './media'

/** What the Media collection accepts (spec: video mp4, webm; audio mp3, m4a, ogg, wav; animation lottie, json), plus images and captions. */
export const MEDIA_UPLOAD_MIME_TYPES = [
  'image/*',
  ...Object.keys(TYPE_BY_MIME),
  'text/vtt',
  // Payload reads a .vtt file's type from its extension and knows no better than text/plain; checkTextUpload keeps only WebVTT.
  'text/plain',
  // For the file picker only: the extensions browsers know no MIME type for.
  '.lottie',
  '.vtt',
]

export type UploadFile = { name: string; mimetype: string; data: Buffer }

export type UploadCheck = { ok: true; file: UploadFile; width?: number; height?: number } | { ok: false; message: string }

const WEBVTT = /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/

/**
 * Lottie JSON must be a Lottie animation, a .lottie archive becomes its animation's
 * JSON, a caption file must be WebVTT, and no other text file is taken.
 * Other files pass unchanged (Payload checks them).
 */
export function checkTextUpload(file: UploadFile): UploadCheck {
  const extension = fileExtension(file.name) ?? ''
  const mime = file.mimetype.toLowerCase().split(';')[0].trim()
  if (extension === 'lottie') {
    const converted = dotLottieToJson(file.data)
    if (!converted.ok) return converted
    const data = Buffer.from(converted.json)
    const { width, height } = converted.check.info
    return { ok: true, file: { name: file.name.replace(/\.lottie$/i, '.json'), mimetype: 'application/json', data }, width, height }
  }
  if (extension === 'json' || mime === 'application/json') {
    const check = checkLottie(file.data)
    if (!check.ok) return check
    return { ok: true, file: { ...file, mimetype: 'application/json' }, width: check.info.width, height: check.info.height }
  }
  if (extension === 'vtt' || mime === 'text/vtt') {
    if (!WEBVTT.test(file.data.subarray(0, 16).toString('utf8'))) {
      return { ok: false, message: 'This caption file is not WebVTT: a .vtt file starts with the line “WEBVTT”. Convert SRT captions to WebVTT first.' }
    }
    return { ok: true, file: { ...file, mimetype: 'text/vtt' } }
  }
  if (mime.startsWith('text/') || extension === 'txt') {
    return { ok: false, message: 'Text files are accepted only as WebVTT captions (.vtt).' }
  }
  return { ok: true, file }
}

/** How long a browser or an edge keeps an uploaded file (seconds). */
export const UPLOADED_FILE_MAX_AGE_SECONDS = 4 * 60 * 60

/**
 * The headers an uploaded file goes out with. An SVG is a document that can run script when opened at its own
 * address (issue 29: uploads were served inline): it goes out as an attachment, under a policy that runs
 * nothing. Pictures in the pages are unchanged (an <img> ignores both); opened directly, it downloads.
 */
export function uploadedFileHeaders(headers: Headers): Headers {
  // Kept as long as Next's optimizer keeps the copies it makes (its minimum cache time, 4 hours): cards name the
  // upload's own resized files, and with no validator on these answers a browser would fetch them on every visit.
  if (!headers.has('cache-control')) headers.set('cache-control', `public, max-age=${UPLOADED_FILE_MAX_AGE_SECONDS}`)
  if (!/^image\/svg\+xml\b/i.test(headers.get('content-type') ?? '')) return headers
  headers.set('content-disposition', 'attachment')
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  headers.set('x-content-type-options', 'nosniff')
  return headers
}
