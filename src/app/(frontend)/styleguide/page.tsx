import type { Metadata } from 'next'

import { fixtures } from '@/blocks/fixtures'
import { mediaFixtures } from '@/blocks/sampleMedia'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageShell } from '@/components/PageShell'
import { SECTION_BACKGROUNDS } from '@/lib/design'
import { getShell } from '@/lib/pages/queries'

// For designers and developers only: never indexed, and left out of the sitemap.
export const metadata: Metadata = { title: 'Block styleguide', robots: { index: false, follow: false } }

const { section, ...contentFixtures } = fixtures

/** Every registered block from its fixture, inside a Section of each background colour. */
export default async function StyleguidePage() {
  const shell = await getShell()
  // Besides one fixture per block: the Media block's other kinds of file (the animation is its fixture).
  const blocks = [...Object.values(contentFixtures), mediaFixtures.audio]
  return (
    <PageShell shell={shell}>
      <div className="container">
        <h1>Block styleguide</h1>
        <p>Every block of the registry, rendered from its fixture in each section background.</p>
      </div>
      <RenderBlocks blocks={[section]} context={{ path: '/styleguide', pageNumber: 1 }} />
      {SECTION_BACKGROUNDS.map((background) => (
        <RenderBlocks
          key={background}
          context={{ path: '/styleguide', pageNumber: 1 }}
          blocks={[{ ...section, anchor: `on-${background}`, heading: `On ${background}`, intro: null, backgroundColor: background, blocks }]}
        />
      ))}
    </PageShell>
  )
}
