import type { Block } from 'payload'

/** Where the provider offers service (/global-coverage) or what each country requires to hold a number (/country-specific-requirements). */
export const CountryCoverageBlockConfig: Block = {
  slug: 'countryCoverage',
  interfaceName: 'CountryCoverageBlock',
  labels: { singular: 'Country coverage', plural: 'Country coverage tables' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'coverage',
      options: [
        { value: 'coverage', label: 'Coverage: countries, dial codes and services' },
        { value: 'requirements', label: 'Requirements: regulatory requirements by country and number type' },
      ],
      admin: { description: 'Rows come from the provider’s coverage API when configured, else from the built-in tables.' },
    },
  ],
}
