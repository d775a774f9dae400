import type { Block } from 'payload'

import { selectOptions } from '@/lib/design'

export const PLAY_BUTTON_COLORS = ['white', 'black'] as const

export const MediaBlockConfig: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', admin: { description: 'An image or a video file (mp4, webm).' } },
    {
      name: 'videoUrl',
      type: 'text',
      admin: { description: 'A hosted video link (https://vimeo.com/123 or https://player.vimeo.com/video/123); used instead of the file when set.' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'The still shown before playback. With a hosted video link, a play button on it opens the video full-screen.',
      },
    },
    { name: 'title', type: 'text', admin: { description: "The video's name for screen readers (the host's title when empty)." } },
    { name: 'caption', type: 'text' },
    {
      name: 'playButtonColor',
      type: 'select',
      options: selectOptions(PLAY_BUTTON_COLORS),
      defaultValue: 'white',
      admin: { condition: (_, siblingData) => Boolean(siblingData?.videoUrl && siblingData?.poster) },
    },
    {
      type: 'row',
      fields: [
        { name: 'controls', type: 'checkbox', defaultValue: true, admin: { description: 'Video files: seek bar and times.' } },
        { name: 'autoPlay', type: 'checkbox', defaultValue: false, admin: { description: 'Muted if the browser blocks sound.' } },
        { name: 'muted', type: 'checkbox', defaultValue: false },
        { name: 'playsOnHover', type: 'checkbox', defaultValue: false, admin: { description: 'Video files: a muted preview while the pointer rests.' } },
      ],
    },
  ],
}
