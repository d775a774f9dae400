import type { Metadata } from 'next'

import { audioFixture } from '@/blocks/Media/fixture'
import { registry } from '@/blocks/registry'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockOf } from '@/blocks/types'
import { PageShell } from '@/components/PageShell'
import { SECTION_BACKGROUNDS } from '@/lib/design'
import { getShell } from '@/siteData'

// For designers and developers only: never indexed, and left out of the sitemap.
export const metadata: Metadata = { title: 'Block styleguide', robots: { index: false, follow: false } }

const {
  section: { fixture: section },
  hero: { fixture: hero },
  reusableSection: { fixture: reusableSection },
  ...content
} = registry
/** What a Section may hold (every block but the Hero and another Section): each fixture, and the Media block's audio. */
const contentFixtures: BlockOf<'section'>['blocks'] = [...Object.values(content).map((entry) => entry.fixture), audioFixture]

/**
 * Every registered block from its fixture: the Hero (which opens a page), a Section and a Reusable section, then
 * every other block inside a Section of each background colour.
 */
export default async function StyleguidePage() {
  const shell = await getShell()
  return (
    <PageShell shell={shell}>
      <div className="container">
        <h1>Block styleguide</h1>
        <p>Every block of the registry, rendered from its fixture in each section background.</p>
      </div>
      <RenderBlocks blocks={[hero, section, reusableSection]} context={{ path: '/styleguide', pageNumber: 1 }} />
      {SECTION_BACKGROUNDS.map((background) => (
        <RenderBlocks
          key={background}
          context={{ path: '/styleguide', pageNumber: 1 }}
          blocks={[{ ...section, anchor: `on-${background}`, heading: `On ${background}`, intro: null, backgroundColor: background, blocks: contentFixtures }]}
        />
      ))}
    </PageShell>
  )
}
