import type { UIFieldServerComponent } from 'payload'

import { adminEditUrl } from '@/lib/pages'
import { pagesUsingSection } from '@/lib/pages/data'

/** On a reusable section: the pages that place it, each a link to its editor, read when the section opens. */
export const SectionUsage: UIFieldServerComponent = async ({ payload, id }) => {
  const sectionId = Number(id)
  if (!Number.isInteger(sectionId) || sectionId <= 0) {
    return <p className="section-usage">Once saved, place it on any page with the “Reusable section” block.</p>
  }
  const uses = await pagesUsingSection(payload, sectionId)
  if (uses.length === 0) {
    return <p className="section-usage">Not used on any page yet: place it with the “Reusable section” block of a page.</p>
  }
  return (
    <section className="section-usage" aria-labelledby="section-usage-title">
      <h3 id="section-usage-title">
        Used on {uses.length} page{uses.length === 1 ? '' : 's'}
      </h3>
      <p className="section-usage__note">Publishing this section changes all of them.</p>
      <ul>
        {uses.map((use) => (
          <li key={use.id}>
            <a href={adminEditUrl('pages', use.id)}>{use.title}</a>
            {use.path ? <span className="section-usage__path"> {use.path}</span> : null}
            {use.status === 'draft' ? <span className="section-usage__path"> (draft)</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
