import { BLOCK_GROUPS, arrayRowLabel } from '../adminUi'
import { defineBlock } from '../defineBlock'
import { validateLink } from '../fields'

export const LogoWallBlockConfig = defineBlock({
  slug: 'logoWall',
  interfaceName: 'LogoWallBlock',
  labels: { singular: 'Logo wall', plural: 'Logo walls' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'A row of customer or partner logos, each can link somewhere.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional, e.g. “Trusted by”.' } },
    {
      name: 'logos',
      label: 'Logos',
      labels: { singular: 'Logo', plural: 'Logos' },
      type: 'array',
      admin: { components: { RowLabel: arrayRowLabel('Logo', ['name']) } },
      fields: [
        {
          name: 'name',
          label: 'Company name',
          type: 'text',
          required: true,
          admin: { description: 'Read out by screen readers for the logo, and shown as text when there is no logo image.' },
        },
        {
          name: 'logo',
          label: 'Logo image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { in: ['image/svg+xml', 'image/png', 'image/webp'] } },
          admin: {
            description:
              'Optional. An SVG (best) or PNG with a transparent background. Every logo is shown at the same height, in grey until the pointer rests on it.',
          },
        },
        {
          name: 'href',
          label: 'Link',
          type: 'text',
          validate: validateLink,
          admin: { description: 'Optional. A page path like /customer-stories/acme or a full web address.' },
        },
      ],
    },
  ],
})
