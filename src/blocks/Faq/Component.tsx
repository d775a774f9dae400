import { RichText } from '@/components/RichText'

import type { BlockProps } from '../types'

/** Questions as native disclosure widgets: keyboard-operable with no JavaScript. */
export function Faq({ block }: BlockProps<'faq'>) {
  return (
    <div className="faq">
      {block.heading && <h2>{block.heading}</h2>}
      {block.items?.map((item) => (
        <details key={item.id ?? item.question} className="faq__item">
          <summary>{item.question}</summary>
          <RichText data={item.answer} variant="inline" className="faq__answer" />
        </details>
      ))}
    </div>
  )
}
