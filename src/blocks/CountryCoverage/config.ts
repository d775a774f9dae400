import type { Block } from 'payload'

import { BLOCK_GROUPS, blockPicker } from '../adminUi'

/** Where the provider offers service (/global-coverage) or what each country requires to hold a number (/country-specific-requirements). */
export const CountryCoverageBlockConfig: Block = {
  slug: 'countryCoverage',
  interfaceName: 'CountryCoverageBlock',
  labels: { singular: 'Country coverage', plural: 'Country coverage tables' },
  admin: blockPicker('countryCoverage', BLOCK_GROUPS.pricing, 'A table of countries: where service is offered, or what each requires.'),
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the table.' } },
    { name: 'text', label: 'Intro text', type: 'textarea', admin: { description: 'Optional. A sentence or two under the heading.' } },
    {
      name: 'kind',
      label: 'Table to show',
      type: 'select',
      required: true,
      defaultValue: 'coverage',
      options: [
        { value: 'coverage', label: 'Coverage: countries, dial codes and services' },
        { value: 'requirements', label: 'Requirements: regulatory requirements by country and number type' },
      ],
      admin: { description: 'The rows are kept up to date automatically; there is nothing to type.' },
    },
  ],
}
