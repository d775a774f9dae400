import type { Block } from 'payload'

import { BLOCK_GROUPS, blockPicker } from '../adminUi'

export const PLAY_BUTTON_COLORS = ['white', 'black'] as const

export const MediaBlockConfig: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image or video', plural: 'Images and videos' },
  admin: blockPicker('media', BLOCK_GROUPS.textAndMedia, 'One image, video file or hosted video, with a caption.'),
  fields: [
    { name: 'media', label: 'Image or video file', type: 'upload', relationTo: 'media', admin: { description: 'An image, or a video file (mp4, webm).' } },
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
        description: 'The still shown before playback. With a hosted video link, a play button on it opens the video full-screen.',
      },
    },
    { name: 'title', label: 'Video name', type: 'text', admin: { description: "Read out by screen readers (the host's title when empty)." } },
    { name: 'caption', label: 'Caption', type: 'text', admin: { description: 'Optional. A line of text under the image or video.' } },
    {
      name: 'playButtonColor',
      label: 'Play button colour',
      type: 'select',
      options: PLAY_BUTTON_COLORS.map((value) => ({ value, label: value === 'white' ? 'White (for dark cover images)' : 'Black (for light cover images)' })),
      defaultValue: 'white',
      admin: { condition: (_, siblingData) => Boolean(siblingData?.videoUrl && siblingData?.poster) },
    },
    {
      type: 'row',
      fields: [
        { name: 'controls', label: 'Show player controls', type: 'checkbox', defaultValue: true, admin: { description: 'Video files: play button, seek bar and times.' } },
        { name: 'autoPlay', label: 'Play by itself', type: 'checkbox', defaultValue: false, admin: { description: 'Starts when the page opens; muted if the browser blocks sound.' } },
        { name: 'muted', label: 'Start without sound', type: 'checkbox', defaultValue: false },
        { name: 'playsOnHover', label: 'Preview on hover', type: 'checkbox', defaultValue: false, admin: { description: 'Video files: plays silently while the pointer rests on it.' } },
      ],
    },
  ],
}
