/**
 * The block registry: block slug → its server component and its styleguide fixture. Typed as a
 * mapped type over the generated layout union, so a block in the schema without an entry, or an
 * entry for a slug the schema lacks, fails `tsc`. `npm run new-block` adds a block's line here.
 */
import { AiModels } from './AiModels/Component'
import { aiModelsFixture } from './AiModels/fixture'
import { Calculator } from './Calculator/Component'
import { calculatorFixture } from './Calculator/fixture'
import { CardGrid } from './CardGrid/Component'
import { cardGridFixture } from './CardGrid/fixture'
import { CodeSample } from './CodeSample/Component'
import { codeSampleFixture } from './CodeSample/fixture'
import { CountryCoverage } from './CountryCoverage/Component'
import { countryCoverageFixture } from './CountryCoverage/fixture'
import { CtaBanner } from './CtaBanner/Component'
import { ctaBannerFixture } from './CtaBanner/fixture'
import { CustomerStoryList } from './CustomerStoryList/Component'
import { customerStoryListFixture } from './CustomerStoryList/fixture'
import { Faq } from './Faq/Component'
import { faqFixture } from './Faq/fixture'
import { Form } from './Form/Component'
import { formFixture } from './Form/fixture'
import { Hero } from './Hero/Component'
import { heroFixture } from './Hero/fixture'
import { JobList } from './JobList/Component'
import { jobListFixture } from './JobList/fixture'
import { LogoWall } from './LogoWall/Component'
import { logoWallFixture } from './LogoWall/fixture'
import { MediaBlockView } from './Media/Component'
import { mediaFixture } from './Media/fixture'
import { NumberSearch } from './NumberSearch/Component'
import { numberSearchFixture } from './NumberSearch/fixture'
import { PageList } from './PageList/Component'
import { pageListFixture } from './PageList/fixture'
import { PricingTable } from './PricingTable/Component'
import { pricingTableFixture } from './PricingTable/fixture'
import { ReleaseNoteList } from './ReleaseNoteList/Component'
import { releaseNoteListFixture } from './ReleaseNoteList/fixture'
import { RequirementsTable } from './RequirementsTable/Component'
import { requirementsTableFixture } from './RequirementsTable/fixture'
import { ReusableSection } from './ReusableSection/Component'
import { reusableSectionFixture } from './ReusableSection/fixture'
import { RichTextBlockView } from './RichText/Component'
import { richTextFixture } from './RichText/fixture'
import { Section } from './Section/Component'
import { sectionFixture } from './Section/fixture'
import { SignUp } from './SignUp/Component'
import { signUpFixture } from './SignUp/fixture'
import { Stats } from './Stats/Component'
import { statsFixture } from './Stats/fixture'
import { UseCaseList } from './UseCaseList/Component'
import { useCaseListFixture } from './UseCaseList/fixture'
import { VoiceAiDemo } from './VoiceAiDemo/Component'
import { voiceAiDemoFixture } from './VoiceAiDemo/fixture'
import type { BlockDefinition, BlockSlug } from './types'

export type Registry = { [S in BlockSlug]: BlockDefinition<S> }

export const registry: Registry = {
  section: { Component: Section, fixture: sectionFixture },
  reusableSection: { Component: ReusableSection, fixture: reusableSectionFixture },
  hero: { Component: Hero, fixture: heroFixture },
  richText: { Component: RichTextBlockView, fixture: richTextFixture },
  media: { Component: MediaBlockView, fixture: mediaFixture },
  ctaBanner: { Component: CtaBanner, fixture: ctaBannerFixture },
  cardGrid: { Component: CardGrid, fixture: cardGridFixture },
  pricingTable: { Component: PricingTable, fixture: pricingTableFixture },
  calculator: { Component: Calculator, fixture: calculatorFixture },
  faq: { Component: Faq, fixture: faqFixture },
  logoWall: { Component: LogoWall, fixture: logoWallFixture },
  stats: { Component: Stats, fixture: statsFixture },
  codeSample: { Component: CodeSample, fixture: codeSampleFixture },
  customerStoryList: { Component: CustomerStoryList, fixture: customerStoryListFixture },
  releaseNoteList: { Component: ReleaseNoteList, fixture: releaseNoteListFixture },
  pageList: { Component: PageList, fixture: pageListFixture },
  jobList: { Component: JobList, fixture: jobListFixture },
  form: { Component: Form, fixture: formFixture },
  aiModels: { Component: AiModels, fixture: aiModelsFixture },
  numberSearch: { Component: NumberSearch, fixture: numberSearchFixture },
  countryCoverage: { Component: CountryCoverage, fixture: countryCoverageFixture },
  requirementsTable: { Component: RequirementsTable, fixture: requirementsTableFixture },
  signUp: { Component: SignUp, fixture: signUpFixture },
  voiceAiDemo: { Component: VoiceAiDemo, fixture: voiceAiDemoFixture },
  useCaseList: { Component: UseCaseList, fixture: useCaseListFixture },
}
