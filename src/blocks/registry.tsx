/**
 * The block registry: block slug → server component. Typed as a mapped type
 * over the generated layout union, so a block in the schema without a
 * component, or a component for a slug the schema lacks, fails `tsc`.
 */
import { AiModels } from './AiModels/Component'
import { Calculator } from './Calculator/Component'
import { CardGrid } from './CardGrid/Component'
import { CodeSample } from './CodeSample/Component'
import { CountryCoverage } from './CountryCoverage/Component'
import { CtaBanner } from './CtaBanner/Component'
import { CustomerStoryList } from './CustomerStoryList/Component'
import { Faq } from './Faq/Component'
import { Form } from './Form/Component'
import { Hero } from './Hero/Component'
import { JobList } from './JobList/Component'
import { LogoWall } from './LogoWall/Component'
import { MediaBlock } from './Media/Component'
import { NumberSearch } from './NumberSearch/Component'
import { PageList } from './PageList/Component'
import { PricingTable } from './PricingTable/Component'
import { ReleaseNoteList } from './ReleaseNoteList/Component'
import { RequirementsTable } from './RequirementsTable/Component'
import { RichTextBlock } from './RichText/Component'
import { Section } from './Section/Component'
import { SignUp } from './SignUp/Component'
import { Stats } from './Stats/Component'
import type { BlockComponent, BlockSlug } from './types'
import { VoiceAiDemo } from './VoiceAiDemo/Component'

export type Registry = { [S in BlockSlug]: BlockComponent<S> }

export const registry: Registry = {
  section: Section,
  hero: Hero,
  richText: RichTextBlock,
  media: MediaBlock,
  ctaBanner: CtaBanner,
  cardGrid: CardGrid,
  pricingTable: PricingTable,
  calculator: Calculator,
  faq: Faq,
  logoWall: LogoWall,
  stats: Stats,
  codeSample: CodeSample,
  customerStoryList: CustomerStoryList,
  releaseNoteList: ReleaseNoteList,
  pageList: PageList,
  jobList: JobList,
  form: Form,
  aiModels: AiModels,
  numberSearch: NumberSearch,
  countryCoverage: CountryCoverage,
  requirementsTable: RequirementsTable,
  signUp: SignUp,
  voiceAiDemo: VoiceAiDemo,
}
