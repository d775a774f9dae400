/**
 * One typed example of every block, for the styleguide page (/styleguide).
 * The mapped type makes a missing fixture fail the type-check, and a unit test
 * checks the same at run time.
 */
import { inlineRichText, richText } from '@/lib/richText'

import { logoWallFixture, mediaFixtures } from './sampleMedia'
import type { BlockOf, BlockSlug } from './types'

export type Fixtures = { [S in BlockSlug]: BlockOf<S> }

export const fixtures: Fixtures = {
  section: {
    blockType: 'section',
    anchor: 'fixture-section',
    heading: 'A section with nested blocks',
    intro: 'Sections carry the background, spacing and overflow; everything inside is another block.',
    backgroundColor: 'cream',
    spacingTop: 'contrasting',
    spacingBottom: 'contrasting',
    blocks: [{ blockType: 'richText', content: richText([{ type: 'p', text: 'A nested rich-text block.' }]) }],
  },
  hero: {
    blockType: 'hero',
    eyebrow: 'Voice',
    heading: 'Programmable voice on a private network',
    text: inlineRichText('Place, receive and control calls in **over 100 countries** with a few REST requests.'),
    buttons: [
      { label: 'Sign up free', href: '/sign-up', kind: 'primary' },
      { label: 'Contact sales', href: '/contact-us', kind: 'secondary' },
    ],
  },
  richText: {
    blockType: 'richText',
    content: richText([
      { type: 'h2', text: 'Rich text' },
      { type: 'p', text: 'Paragraphs, headings and lists written in the admin’s editor.' },
      { type: 'ul', items: ['Carrier-grade routing', 'HD codecs', 'Real-time media streaming'] },
    ]),
  },
  media: mediaFixtures.animation,
  ctaBanner: {
    blockType: 'ctaBanner',
    heading: 'Build with Ostra today',
    text: inlineRichText('Free credit to test every API. See [pricing](/pricing) or read [the docs](https://developers.ostra.com).'),
    backgroundColor: 'blue',
    buttons: [{ label: 'Sign up free', href: '/sign-up', kind: 'primary' }],
  },
  cardGrid: {
    blockType: 'cardGrid',
    heading: 'Card grid',
    columns: '3',
    cards: [
      { title: 'Voice API', text: inlineRichText('Programmable calls.'), href: '/products/voice-api' },
      { title: 'SMS API', text: inlineRichText('Messages in *200+ countries*.'), href: '/products/sms-api' },
      { title: 'IoT SIM', text: inlineRichText('One SIM, **650+ networks**.'), href: '/products/iot-sim-card' },
    ],
  },
  pricingTable: {
    blockType: 'pricingTable',
    heading: 'Messaging rates',
    product: 'messaging',
    currency: 'USD',
    rows: [
      { item: 'Outbound SMS (US long code)', unit: 'per segment', price: '$0.0040' },
      { item: 'Inbound SMS', unit: 'per segment', price: '$0.0000', note: 'Free on long codes' },
    ],
  },
  calculator: { blockType: 'calculator', kind: 'messaging', heading: 'Estimate your monthly cost', defaultCountry: 'US' },
  faq: {
    blockType: 'faq',
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'Is there a free trial?',
        answer: inlineRichText('Yes: every account starts with **free credit**.\n\nCompare the [plans](/pricing), read [the documentation](https://developers.ostra.com) or jump to [the section above](#fixture-section).'),
      },
    ],
  },
  logoWall: logoWallFixture,
  stats: {
    blockType: 'stats',
    heading: 'Stats',
    items: [
      { value: '99.999%', label: 'voice uptime SLA' },
      { value: '18', label: 'points of presence' },
    ],
  },
  codeSample: {
    blockType: 'codeSample',
    heading: 'Code sample',
    language: 'bash',
    code: 'curl -X POST https://api.ostra.com/v2/calls \\\n  -H "Authorization: Bearer $OSTRA_API_KEY"',
  },
  customerStoryList: { blockType: 'customerStoryList', heading: 'Customer stories', limit: 3 },
  releaseNoteList: { blockType: 'releaseNoteList', heading: 'Release notes', limit: 3, paginate: false },
  pageList: { blockType: 'pageList', heading: 'Products', family: 'products', limit: 3, paginate: false },
  jobList: { blockType: 'jobList', heading: 'Open roles', text: 'Remote-first roles across engineering, network operations, product and sales.' },
  form: { blockType: 'form', form: 'contact-sales', heading: 'Talk to sales', text: 'We reply within one business day.' },
  aiModels: { blockType: 'aiModels', heading: 'Pick a model', text: 'Open models served on our own GPUs, billed per token.' },
  countryCoverage: { blockType: 'countryCoverage', heading: 'Where we operate', text: 'Search by country name, code or dial code.' },
  requirementsTable: { blockType: 'requirementsTable', heading: 'Requirements by country', text: 'Filter by country and number type.' },
  numberSearch: { blockType: 'numberSearch', heading: 'Find a phone number', text: 'Local, toll-free and mobile numbers in over 100 countries.', defaultCountry: 'US' },
  signUp: { blockType: 'signUp', heading: 'Create your account', text: 'USD 10 of free credit, no credit card required.' },
  voiceAiDemo: { blockType: 'voiceAiDemo', heading: 'Talk to a voice AI agent', text: 'Choose an agent, leave your number, and it calls you within seconds.' },
}
