import type { CollectionConfig } from 'payload'

import { declareWinnerEndpoint, experimentResultsEndpoint, runningExperimentsEndpoint } from '@/api/experiments'
import {
  CLICK_TARGET_MAX_LENGTH,
  clickTargetProblem,
  DEFAULT_EXPERIMENT_GOAL,
  EXPERIMENT_GOAL_NAMES,
  EXPERIMENT_GOALS,
  EXPERIMENT_KEY_PATTERN,
  VARIANT_LETTERS,
} from '@/lib/experiments'
import type { Experiment } from '@/payload-types'
import { tags } from '@/lib/pages'

import { authenticated } from './shared/access'
import { revalidateData } from './shared/revalidate'

/**
 * Block experiments: a key, its variants' weights, and whether it runs. Blocks
 * join an experiment by key (each block's "A/B test" fields). Every page with experiment blocks
 * carries the running ones' weights to its visitors' browsers, which pick their variants
 * (lib/experiments/chooser.ts); a change here expires those pages, so a test starts and stops on any
 * page within seconds, with no build.
 */
export const Experiments: CollectionConfig = {
  slug: 'experiments',
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: 'Marketing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'status', 'updatedAt'],
    description:
      'A/B tests of page blocks. Give blocks the experiment key and a variant letter in their "A/B test" fields, publish the page and set the experiment to Running: within seconds each new visitor sees one variant, and keeps it. Stopped, everyone sees A.',
  },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  endpoints: [runningExperimentsEndpoint, experimentResultsEndpoint, declareWinnerEndpoint],
  hooks: revalidateData(tags.experiments),
  fields: [
    { name: 'results', type: 'ui', admin: { components: { Field: '/src/components/admin/ExperimentResults#ExperimentResults' } } },
    { name: 'name', type: 'text', required: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && EXPERIMENT_KEY_PATTERN.test(value) ? true : 'Lower-case letters, digits and hyphens, e.g. pricing-cta (at most 64).',
      admin: { description: 'The key blocks use, and the experiment id in the Experiment Viewed event.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Draft (everyone sees A)', value: 'draft' },
        { label: 'Running', value: 'running' },
        { label: 'Stopped (everyone sees A)', value: 'stopped' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'goal',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_EXPERIMENT_GOAL,
      options: EXPERIMENT_GOAL_NAMES.map((value) => ({ value, label: EXPERIMENT_GOALS[value].label })),
      admin: { position: 'sidebar', description: 'What counts as a conversion: the visitor does it after first seeing the test.' },
    },
    {
      name: 'clickTarget',
      label: 'Button or link clicked',
      type: 'text',
      maxLength: CLICK_TARGET_MAX_LENGTH,
      validate: (value: unknown, { siblingData }: { siblingData: Partial<Experiment> }) => clickTargetProblem(siblingData.goal, value) ?? true,
      admin: {
        position: 'sidebar',
        condition: (_, siblingData) => siblingData?.goal === 'click',
        description: 'Its words as on the page (Talk to sales) or where it goes (/contact-us): a click on it, on a page of the test, is a conversion.',
      },
    },
    {
      name: 'variants',
      type: 'array',
      minRows: 2,
      maxRows: VARIANT_LETTERS.length,
      required: true,
      admin: { description: 'In order: A (the control), B, C, D. Visitors are split by the weights.', initCollapsed: false },
      fields: [
        { name: 'weight', type: 'number', required: true, min: 0, defaultValue: 1 },
        { name: 'description', type: 'text' },
      ],
    },
  ],
}
