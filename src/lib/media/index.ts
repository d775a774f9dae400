/**
 * Media: uploads and their variants, images through the CDN or Next's optimizer, Lottie animations, video addresses and oEmbed.
 *
 * This face: its rules, lists and types, pure and safe in the browser. Its reads and writes: ./data.ts. Other modules of the
 * folder are its own (npm run lint: domain-faces).
 */
export * from './media'
export * from './videoController'
export * from './videoUrl'
