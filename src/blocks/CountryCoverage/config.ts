import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/** Where the provider offers service: countries, dial codes and (behind the coverageTableData flag) services. */
export const CountryCoverageBlockConfig = defineBlock({
  slug: 'countryCoverage',
  interfaceName: 'CountryCoverageBlock',
  labels: { singular: 'Country coverage', plural: 'Country coverage tables' },
  group: BLOCK_GROUPS.pricing,
  description: 'A searchable table of the countries where Ostra offers service.',
  fields: [
    {
      name: 'heading',
      label: 'Heading',
      type: 'text',
      admin: { description: 'Optional. Shown above the table. The rows are kept up to date automatically; there is nothing to type.' },
    },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
  ],
})
