import { sampleUpload } from '../sampleMedia'
import type { BlockOf } from '../types'

const LOGO_HEIGHT = 48

/** The styleguide's example (/styleguide), rendered on every section background. */
export const logoWallFixture: BlockOf<'logoWall'> = {
  blockType: 'logoWall',
  heading: 'Trusted by',
  logos: [
    {
      name: 'Harbor Health Network',
      logo: sampleUpload(-5, 'logo-harbor-health-network.svg', 'Harbor Health Network', 'image/svg+xml', { width: 333, height: LOGO_HEIGHT }),
    },
    {
      name: 'Northwind Freight',
      href: '/customer-stories',
      logo: sampleUpload(-6, 'logo-northwind-freight.svg', 'Northwind Freight', 'image/svg+xml', { width: 281, height: LOGO_HEIGHT }),
    },
    {
      name: 'Lumen Credit Union',
      logo: sampleUpload(-7, 'logo-lumen-credit-union.svg', 'Lumen Credit Union', 'image/svg+xml', { width: 294, height: LOGO_HEIGHT }),
    },
    // No image: the name stands in.
    { name: 'ParcelPoint' },
  ],
}
