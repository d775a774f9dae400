import { serializeJsonLd } from '@/lib/seo'

/** Structured data as JSON-LD scripts (escaped so content can never close the script). */
export function JsonLd({ data }: { data: readonly unknown[] }) {
  return (
    <>
      {data.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>
  )
}
