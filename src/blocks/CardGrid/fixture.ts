import { inlineRichText } from '@/lib/richText'

import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const cardGridFixture: BlockOf<'cardGrid'> = {
  blockType: 'cardGrid',
  heading: 'Card grid',
  columns: '3',
  cards: [
    { icon: 'phone', title: 'Voice API', text: inlineRichText('Programmable calls.'), href: '/products/voice-api' },
    { icon: 'message', title: 'SMS API', text: inlineRichText('Messages in *200+ countries*.'), href: '/products/sms-api' },
    { icon: 'sim', title: 'IoT SIM', text: inlineRichText('One SIM, **650+ networks**.'), href: '/products/iot-sim-card' },
  ],
}
