/**
 * Every block's Payload schema, listed once. The registry (registry.tsx) maps each slug to its
 * component and fixture; both lists are typed over the generated slugs, so the type-check fails when
 * one side is missing or renamed.
 */
import type { Block, Field } from 'payload'

import { EXPERIMENT_KEY_PATTERN, VARIANT_LETTERS } from '@/lib/experiments'

import { BLOCK_GROUPS, blockLabel, blockRowLabel, rowTitleFields } from './adminUi'
import type { BlockConfig } from './defineBlock'
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
import { RequirementsTableBlockConfig } from './RequirementsTable/config'
import { ReusableSectionBlockConfig } from './ReusableSection/config'
import { RichTextBlockConfig } from './RichText/config'
import { sectionBlock } from './Section/config'
import { SignUpBlockConfig } from './SignUp/config'
import { StatsBlockConfig } from './Stats/config'
import { UseCaseListBlockConfig } from './UseCaseList/config'
import type { BlockSlug } from './types'
import { VoiceAiDemoBlockConfig } from './VoiceAiDemo/config'

/**
 * Every block can be one variant of an experiment (lib/experiments/experiments, collection Experiments).
 * The collapsible only arranges the admin (the data stays `experiment.key` / `experiment.variant`);
 * ExperimentFields hides it until the block has a key or some Experiment exists.
 */
const experimentField: Field = {
  type: 'collapsible',
  label: 'A/B test',
  admin: {
    initCollapsed: true,
    description:
      'Optional. Blocks with the same experiment key are the variants of one test (set the test up under Marketing → Experiments): each visitor sees one of them. While the test is not running, everyone sees variant A.',
    components: { Field: '/src/components/admin/ExperimentFields.client#ExperimentFields' },
  },
  fields: [
    {
      name: 'experiment',
      label: false,
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              label: 'Experiment key',
              type: 'text',
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && EXPERIMENT_KEY_PATTERN.test(value)) || 'An experiment key such as pricing-cta.',
              admin: {
                width: '50%',
                placeholder: 'pricing-cta',
                description:
                  'The key of an experiment under Marketing → Experiments, or of a feature flag (docs/configuration.md: Feature flags), e.g. fresh-homepage: then A shows while the flag is off and B while it is on.',
              },
            },
            {
              name: 'variant',
              label: 'This block is variant',
              type: 'select',
              options: VARIANT_LETTERS.map((letter) => ({ value: letter, label: letter === 'A' ? 'A (the original, shown when the test is off)' : letter })),
              defaultValue: 'A',
              admin: { width: '50%' },
            },
          ],
        },
      ],
    },
  ],
}

/**
 * Every block can be hidden (issue 30): kept in the document and greyed in the preview, left out of
 * every visitor's read (lib/pages/blocks withoutHiddenBlocks). The canvas's toolbar switches it too.
 */
const hiddenField: Field = {
  name: 'hidden',
  label: 'Hide this block on the site',
  type: 'checkbox',
  defaultValue: false,
  admin: { description: 'The block stays in the page, greyed in the preview; visitors do not see it until you switch this off.' },
}

/** Every block in the builder: its row titled from its heading (BlockRowLabel), its Hidden switch and its A/B test fields. */
const forBuilder = (block: Block): Block => ({
  ...block,
  admin: { ...block.admin, components: { ...block.admin?.components, Label: blockRowLabel(block) } },
  fields: [...block.fields, hiddenField, experimentField],
})

/**
 * Blocks that can stand anywhere: at the top of a page (rendered inside the page container)
 * or inside a Section, except the Hero. Each names its slug and picker group once, in its config.ts;
 * the drawer shows them by group (BLOCK_GROUPS' order), in this list's order within a group.
 * `npm run new-block` adds a block's line at the end. Checked against the generated types: a block
 * missing here, or a slug that is not a generated one, fails `tsc`.
 */
const contentBlockConfigs = [
  HeroBlockConfig,
  RichTextBlockConfig,
  MediaBlockConfig,
  CardGridBlockConfig,
  StatsBlockConfig,
  LogoWallBlockConfig,
  FaqBlockConfig,
  CodeSampleBlockConfig,
  CtaBannerBlockConfig,
  FormBlockConfig,
  SignUpBlockConfig,
  VoiceAiDemoBlockConfig,
  PricingTableBlockConfig,
  CalculatorBlockConfig,
  NumberSearchBlockConfig,
  CountryCoverageBlockConfig,
  RequirementsTableBlockConfig,
  AiModelsBlockConfig,
  CustomerStoryListBlockConfig,
  ReleaseNoteListBlockConfig,
  PageListBlockConfig,
  UseCaseListBlockConfig,
  JobListBlockConfig,
] as const satisfies readonly BlockConfig<Exclude<BlockSlug, 'section'>>[]

/** The blocks placed only at the top of a page, listed below rather than above. */
type PageOnlyBlocks = 'section' | 'reusableSection'
/** The generated slugs (but the page-only ones) missing from the list above: none, or `tsc` fails on the check below. */
type UnlistedBlocks = Exclude<Exclude<BlockSlug, PageOnlyBlocks>, (typeof contentBlockConfigs)[number]['slug']>
/** A type-only check (nothing of it reaches the bundle): `true` satisfies it only while nothing is unlisted. */
export type EveryBlockListed = [UnlistedBlocks] extends [never] ? true : { unlisted: UnlistedBlocks }
true satisfies EveryBlockListed

const GROUP_ORDER: readonly string[] = Object.values(BLOCK_GROUPS)
/** The drawer's order: by group, then as listed (Array.prototype.sort is stable). */
const byGroup = (blocks: Block[]): Block[] =>
  [...blocks].sort((a, b) => GROUP_ORDER.indexOf(String(a.admin?.group)) - GROUP_ORDER.indexOf(String(b.admin?.group)))

export const contentBlocks: Block[] = byGroup(contentBlockConfigs.map(forBuilder))

/** What a Section holds: every content block but the Hero (a page opens with it) — and no Section in a Section. */
export const sectionContentBlocks: Block[] = contentBlocks.filter((block) => block.slug !== HeroBlockConfig.slug)

/** The blocks of a page's layout: Sections and every content block. */
export const layoutBlocks: Block[] = byGroup([forBuilder(sectionBlock(sectionContentBlocks) satisfies BlockConfig<BlockSlug>), ...contentBlocks])

/**
 * A page's layout: the layout blocks and a Reusable section (a reference to a layout kept once, which
 * cannot itself place one). The config's block library, which every blocks field names its blocks from.
 */
export const pageLayoutBlocks: Block[] = byGroup([forBuilder(ReusableSectionBlockConfig satisfies BlockConfig<BlockSlug>), ...layoutBlocks])

/** Each block's label and the fields that title its row: the preview's outline names a block as its admin row does. */
export const blockNaming: Readonly<Record<string, { label: string; titleFields: string[] }>> = Object.fromEntries(
  pageLayoutBlocks.map((block) => [block.slug, { label: blockLabel(block), titleFields: rowTitleFields(block.fields) }]),
)
