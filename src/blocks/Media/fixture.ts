import { SAMPLE_ANIMATION, sampleUpload } from '../sampleMedia'
import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background: a Lottie animation. */
export const mediaFixture: BlockOf<'media'> = {
  blockType: 'media',
  media: SAMPLE_ANIMATION,
  title: 'A signal pulse spreading from a point of presence',
  caption: 'A Lottie animation: plays when scrolled into view, repeats, pauses off screen; the first frame only for visitors who ask for less motion.',
  animationAutoPlay: true,
  animationLoop: true,
}

/** The Media block's other kind of file, also shown in the styleguide: audio with captions and subtitles. */
export const audioFixture: BlockOf<'media'> = {
  blockType: 'media',
  media: sampleUpload(-2, 'chime.wav', 'Ostra notification chime', 'audio/wav'),
  title: 'Ostra notification chime',
  caption: 'An audio file with English captions and German subtitles.',
  preload: 'metadata',
  tracks: [
    { kind: 'captions', language: 'en', label: 'English', default: true, file: sampleUpload(-3, 'chime.en.vtt', 'Chime, English captions', 'text/vtt') },
    { kind: 'subtitles', language: 'de', label: 'Deutsch', file: sampleUpload(-4, 'chime.de.vtt', 'Chime, German subtitles', 'text/vtt') },
  ],
}
