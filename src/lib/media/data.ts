/**
 * Media: uploads and their variants, images through the CDN or Next's optimizer, Lottie animations, video addresses and oEmbed.
 *
 * This face: its reads and writes (Payload, SQL, outside services, the server's configuration), for the
 * server only. Its rules and types: ./index.ts.
 */
export * from './imageCandidate'
export * from './mediaUpload'
export * from './oembed'
