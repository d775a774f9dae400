/**
 * Every block's Payload schema, listed once. The registry (registry.tsx) maps
 * each slug to its component; the type-check fails when one side is missing.
 */
import type { Block, Field } from 'payload'

import { EXPERIMENT_KEY_PATTERN, VARIANT_LETTERS } from '@/lib/experiments'

import { AiModelsBlockConfig } from './AiModels/config'
import { CalculatorBlockConfig } from './Calculator/config'
import { CardGridBlockConfig } from './CardGrid/config'
import { CodeSampleBlockConfig } from './CodeSample/config'
import { CountryCoverageBlockConfig } from './CountryCoverage/config'
import { CtaBannerBlockConfig } from './CtaBanner/config'
import { CustomerStoryListBlockConfig } from './CustomerStoryList/config'
import { FaqBlockConfig } from './Faq/config'
import { FormBlockConfig } from './Form/config'
import { HeroBlockConfig } from './Hero/config'
import { JobListBlockConfig } from './JobList/config'
import { LogoWallBlockConfig } from './LogoWall/config'
import { MediaBlockConfig } from './Media/config'
import { NumberSearchBlockConfig } from './NumberSearch/config'
import { PageListBlockConfig } from './PageList/config'
import { PricingTableBlockConfig } from './PricingTable/config'
import { ReleaseNoteListBlockConfig } from './ReleaseNoteList/config'
import { RichTextBlockConfig } from './RichText/config'
import { sectionBlock } from './Section/config'
import { SignUpBlockConfig } from './SignUp/config'
import { StatsBlockConfig } from './Stats/config'
import { VoiceAiDemoBlockConfig } from './VoiceAiDemo/config'

/** Every block can be one variant of an experiment (lib/experiments, collection Experiments). */
const experimentField: Field = {
  name: 'experiment',
  label: 'A/B test',
  type: 'group',
  admin: {
    description: 'Optional. Blocks with the same experiment key are its variants: each visitor sees one. Without a running experiment, variant A shows.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'key',
          type: 'text',
          validate: (value: unknown) => !value || (typeof value === 'string' && EXPERIMENT_KEY_PATTERN.test(value)) || 'An experiment key such as pricing-cta.',
          admin: { width: '50%', placeholder: 'pricing-cta' },
        },
        { name: 'variant', type: 'select', options: [...VARIANT_LETTERS], defaultValue: 'A', admin: { width: '50%' } },
      ],
    },
  ],
}

const withExperiment = (block: Block): Block => ({ ...block, fields: [...block.fields, experimentField] })

/** Blocks that can stand anywhere, including inside a Section. */
export const contentBlocks: Block[] = [
  HeroBlockConfig,
  RichTextBlockConfig,
  MediaBlockConfig,
  CtaBannerBlockConfig,
  CardGridBlockConfig,
  PricingTableBlockConfig,
  CalculatorBlockConfig,
  FaqBlockConfig,
  LogoWallBlockConfig,
  StatsBlockConfig,
  CodeSampleBlockConfig,
  CustomerStoryListBlockConfig,
  ReleaseNoteListBlockConfig,
  PageListBlockConfig,
  JobListBlockConfig,
  FormBlockConfig,
  AiModelsBlockConfig,
  NumberSearchBlockConfig,
  CountryCoverageBlockConfig,
  SignUpBlockConfig,
  VoiceAiDemoBlockConfig,
].map(withExperiment)

/** The blocks of a page's layout. */
export const layoutBlocks: Block[] = [withExperiment(sectionBlock(contentBlocks)), ...contentBlocks]
