import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { env } from '@/lib/config/data'
import { MEDIA_UPLOAD_MIME_TYPES, checkTextUpload, uploadedFileHeaders } from '@/lib/media/data'

import { anyone, authenticated } from './shared/access'
import { revalidateShellAfterChange } from './shared/revalidate'

type UploadHandler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]>

/**
 * A file on disk that is not there answers 404 (Payload answers 500 for it, and an old link or an
 * invented name is not a server fault). Otherwise Payload streams the file as before.
 */
function missingFileIsNotFound(dir: string): UploadHandler {
  const root = path.resolve(dir)
  // Payload's type takes Promise<Response> or Promise<void>, not one promise of either.
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return undefined
    try {
      if ((await stat(file)).isFile()) return undefined
    } catch {
      // missing: answered below
    }
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return handler as UploadHandler
}

/**
 * Lottie, dotLottie and WebVTT files before Payload stores them: a JSON file that is not a
 * Lottie animation is refused with a clear message, a .lottie becomes the JSON the player reads.
 */
const checkUploadedFile: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = args.req?.file
  if (!file) return args
  const data = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : file.data
  const result = checkTextUpload({ name: file.name, mimetype: file.mimetype ?? '', data })
  if (!result.ok) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: result.message }], req: args.req })
  if (result.file.data !== data || result.file.mimetype !== file.mimetype || result.file.name !== file.name) {
    args.req.file = { ...file, ...result.file, size: result.file.data.length, tempFilePath: undefined }
  }
  // Animations report their own size, so the page keeps their space before they load.
  if (result.width && result.height && args.data) Object.assign(args.data, { width: result.width, height: result.height })
  return args
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media file', plural: 'Media' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    description: 'Images, videos (mp4, webm), audio (mp3, m4a, ogg, wav), Lottie animations (.json, .lottie) and caption files (.vtt).',
  },
  fields: [
    {
      name: 'alt',
      label: 'Description',
      type: 'text',
      required: true,
      admin: {
        description:
          'What the image shows, for screen readers. For a video, audio, animation or caption file: its name (e.g. “Product tour, English captions”). Logos: the company name.',
      },
    },
    { name: 'caption', type: 'text' },
    // The S3 storage plugin's own field (where each object sits in the bucket), declared here so the table
    // is the same with or without S3_BUCKET: the plugin adds it only when enabled, and the committed
    // migrations would then lack its column (every upload failed once S3 was configured).
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
  ],
  upload: {
    staticDir: env.mediaDir,
    // On disk only: with S3 the storage adapter's handler answers (and knows its own missing files).
    handlers: env.s3 ? [] : [missingFileIsNotFound(env.mediaDir)],
    mimeTypes: MEDIA_UPLOAD_MIME_TYPES,
    // An uploaded SVG opened at its own address downloads instead of running (lib/media/mediaUpload).
    modifyResponseHeaders: ({ headers }) => uploadedFileHeaders(headers),
    focalPoint: true,
    // Responsive sizes, served as WebP; width-only so the aspect ratio is kept.
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1440, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [checkUploadedFile],
    // A replaced image changes every page that shows it.
    afterChange: [revalidateShellAfterChange],
  },
}
