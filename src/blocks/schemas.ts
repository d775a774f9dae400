/**
 * Every block's Payload schema, listed once. The registry (registry.tsx) maps
 * each slug to its component; the type-check fails when one side is missing.
 */
import type { Block } from 'payload'

import { CalculatorBlockConfig } from './Calculator/config'
import { CardGridBlockConfig } from './CardGrid/config'
import { CodeSampleBlockConfig } from './CodeSample/config'
import { CtaBannerBlockConfig } from './CtaBanner/config'
import { CustomerStoryListBlockConfig } from './CustomerStoryList/config'
import { FaqBlockConfig } from './Faq/config'
import { FormBlockConfig } from './Form/config'
import { HeroBlockConfig } from './Hero/config'
import { LogoWallBlockConfig } from './LogoWall/config'
import { MediaBlockConfig } from './Media/config'
import { PageListBlockConfig } from './PageList/config'
import { PricingTableBlockConfig } from './PricingTable/config'
import { ReleaseNoteListBlockConfig } from './ReleaseNoteList/config'
import { RichTextBlockConfig } from './RichText/config'
import { sectionBlock } from './Section/config'
import { StatsBlockConfig } from './Stats/config'

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
  FormBlockConfig,
]

/** The blocks of a page's layout. */
export const layoutBlocks: Block[] = [sectionBlock(contentBlocks), ...contentBlocks]
