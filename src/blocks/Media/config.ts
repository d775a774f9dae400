import type { Condition } from 'payload'

import type { ImageQualityName, MediaPreload } from '@/lib/media'
import { VIDEO_QUALITIES } from '@/lib/media'

import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const PLAY_BUTTON_COLORS = ['white', 'black'] as const

/** One label per value the media component reads (lib/media/media.ts), so a new value cannot miss its option. */
const PRELOAD_LABELS: Record<Exclude<MediaPreload, boolean>, string> = {
  none: 'Only when played (saves data)',
  metadata: 'Length and first frame only',
  auto: 'Straight away (top of the page)',
}
const IMAGE_QUALITY_LABELS: Record<ImageQualityName, string> = {
  light: 'Light (smaller, faster files)',
  standard: 'Standard',
  high: 'High (sharper, larger files)',
}
const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

/** A language tag such as en, de or pt-BR (BCP 47, the part browsers match on). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

type BlockData = { media?: unknown; videoUrl?: unknown }
const hasFile: Condition = (_, siblingData) => Boolean((siblingData as BlockData | undefined)?.media)
const hasHostedVideo: Condition = (_, siblingData) => Boolean((siblingData as BlockData | undefined)?.videoUrl)
const hasFileOrVideo: Condition = (data, siblingData, context) => hasFile(data, siblingData, context) || hasHostedVideo(data, siblingData, context)
const hasFileOnly: Condition = (data, siblingData, context) => hasFile(data, siblingData, context) && !hasHostedVideo(data, siblingData, context)

export const MediaBlockConfig = defineBlock({
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image, video, audio or animation', plural: 'Images, videos, audio and animations' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'An image, video, hosted video, audio clip or Lottie animation.',
  fields: [
    {
      name: 'media',
      label: 'File',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'An image, a video (mp4, webm), audio (mp3, m4a, ogg, wav) or a Lottie animation (.json or .lottie).' },
    },
    {
      name: 'videoUrl',
      label: 'Hosted video link',
      type: 'text',
      admin: { description: 'A hosted video link (https://vimeo.com/123 or https://player.vimeo.com/video/123); used instead of the file when set.' },
    },
    {
      name: 'poster',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'The still shown before a video plays, and while an animation loads. With a hosted video link, a play button on it opens the video full-screen.',
      },
    },
    {
      name: 'title',
      label: 'Name for screen readers',
      type: 'text',
      admin: { description: "Videos, audio and animations: what it is, e.g. “Product tour”. Empty: the file's description (a hosted video: the host's title)." },
    },
    { name: 'caption', label: 'Caption', type: 'text', admin: { description: 'Optional. A line of text under the image, video, audio or animation.' } },
    {
      name: 'playButtonColor',
      label: 'Play button colour',
      type: 'select',
      options: PLAY_BUTTON_COLORS.map((value) => ({ value, label: value === 'white' ? 'White (for dark cover images)' : 'Black (for light cover images)' })),
      defaultValue: 'white',
      admin: { condition: (_, siblingData) => Boolean(siblingData?.videoUrl && siblingData?.poster) },
    },
    {
      type: 'collapsible',
      label: 'Playback',
      admin: {
        initCollapsed: true,
        condition: hasFileOrVideo,
        description: 'How videos, audio and animations play. Images ignore these.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'controls', label: 'Show player controls', type: 'checkbox', defaultValue: true, admin: { description: 'Video and audio files: play button, seek bar and times.' } },
            {
              name: 'autoPlay',
              label: 'Play by itself',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Video and audio files, inline hosted videos: start when the page opens; muted if the browser blocks sound.' },
            },
            { name: 'loop', label: 'Repeat', type: 'checkbox', defaultValue: false, admin: { description: 'Video and audio: start again at the end.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'muted', label: 'Start without sound', type: 'checkbox', defaultValue: false },
            {
              name: 'volumeControl',
              label: 'Mute button',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Video files, and hosted videos opened full-screen: a Mute/Unmute button.' },
            },
            {
              name: 'autopause',
              label: 'Pause when another video starts',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'This video pauses when the visitor starts another video or audio with sound on the page.' },
            },
            {
              name: 'playsOnHover',
              label: 'Preview on hover',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Video files and animations: play (silently) while the pointer rests on them.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'animationAutoPlay',
              label: 'Animation plays by itself',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description: 'Lottie animations: start when scrolled into view. Off, or for visitors who ask for less motion: the first frame and a play button.',
              },
            },
            { name: 'animationLoop', label: 'Animation repeats', type: 'checkbox', defaultValue: true, admin: { description: 'Lottie animations: start again at the end.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'preload',
              label: 'Loading',
              type: 'select',
              options: optionsOf(PRELOAD_LABELS),
              admin: {
                width: '50%',
                description:
                  'Empty: nothing before playback when there is a cover image, else the length and first frame. “Straight away” also fetches an image first; use it for media at the top of a page only.',
              },
            },
            {
              name: 'videoQuality',
              label: 'Hosted video quality',
              type: 'select',
              defaultValue: 'auto',
              options: VIDEO_QUALITIES.map((value) => ({ value, label: value === 'auto' ? 'Automatic (adapts to the connection)' : value })),
              admin: { width: '50%', condition: hasHostedVideo, description: 'The quality the hosted player starts in.' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Captions and subtitles',
      admin: {
        initCollapsed: true,
        condition: hasFileOnly,
        description: 'Video and audio files: WebVTT (.vtt) files, one per language. Hosted videos carry their own captions.',
      },
      fields: [
        {
          name: 'tracks',
          label: 'Caption files',
          labels: { singular: 'Caption file', plural: 'Caption files' },
          type: 'array',
          admin: { components: { RowLabel: arrayRowLabel('Track', ['label', 'language'], ' · ') } },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'kind',
                  label: 'Kind',
                  type: 'select',
                  required: true,
                  defaultValue: 'captions',
                  options: [
                    { value: 'captions', label: 'Captions (the words and sounds, for viewers who cannot hear)' },
                    { value: 'subtitles', label: 'Subtitles (a translation of the words)' },
                  ],
                  admin: { width: '50%' },
                },
                {
                  name: 'language',
                  label: 'Language code',
                  type: 'text',
                  required: true,
                  validate: (value: unknown) => (typeof value === 'string' && LANGUAGE_TAG.test(value)) || 'A language code such as en, de or pt-BR.',
                  admin: { width: '25%', placeholder: 'en' },
                },
                {
                  name: 'label',
                  label: 'Name in the menu',
                  type: 'text',
                  required: true,
                  admin: { width: '25%', placeholder: 'English' },
                },
              ],
            },
            {
              name: 'file',
              label: 'WebVTT file',
              type: 'upload',
              relationTo: 'media',
              required: true,
              filterOptions: { mimeType: { equals: 'text/vtt' } },
              admin: { description: 'A .vtt file; upload it here or under Media.' },
            },
            { name: 'default', label: 'On by default', type: 'checkbox', defaultValue: false, admin: { description: 'Shown without the visitor turning it on. Tick one at most.' } },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Phones, placeholder and quality',
      admin: { initCollapsed: true, condition: hasFileOnly, description: 'Optional refinements for files (not hosted videos).' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mobileMedia',
              label: 'File for phones',
              type: 'upload',
              relationTo: 'media',
              admin: { width: '50%', description: 'Optional. Shown on small screens instead, e.g. a portrait crop. The same kind of file as above (image for image, video for video).' },
            },
            {
              name: 'mobileMediaOnXsOnly',
              label: 'Only on the smallest phones',
              type: 'checkbox',
              defaultValue: false,
              admin: { width: '50%', description: 'Off: the phone file is used below 720 px wide (phones and small tablets). On: below 430 px only.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'placeholder',
              label: 'Loading placeholder',
              type: 'upload',
              relationTo: 'media',
              admin: { width: '50%', description: 'Optional. A small or blurred version shown while the image, video or animation loads (a video’s cover image takes precedence).' },
            },
            {
              name: 'imageQuality',
              label: 'Image quality',
              type: 'select',
              options: optionsOf(IMAGE_QUALITY_LABELS),
              admin: { width: '50%', description: 'Images only. Empty: standard.' },
            },
          ],
        },
      ],
    },
  ],
})
