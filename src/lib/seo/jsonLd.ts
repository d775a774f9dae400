/**
 * Structured data (JSON-LD) per document, typed with schema-dts: Organization
 * and WebSite on the home page, Product/Offer on products and pricing, Article
 * on resources, release notes and customer stories, FAQPage where an FAQ block
 * is present, BreadcrumbList on every page below the home page.
 */
import type { Article, BreadcrumbList, FAQPage, Organization, Product, Thing, WebSite, WithContext } from 'schema-dts'

export type SiteInfo = { name: string; url: string; logo?: string; sameAs: string[] }
export type Crumb = { name: string; url: string }
export type Offer = { name: string; price: number; currency: string }

export type JsonLdInput = {
  site: SiteInfo
  path: string
  url: string
  kind: 'home' | 'product' | 'article' | 'page'
  title: string
  description?: string
  image?: string
  datePublished?: string
  dateModified?: string
  /** An article's writer; the site (an organisation) otherwise. */
  author?: string
  faqs: { question: string; answer: string }[]
  offers: Offer[]
  breadcrumbs: Crumb[]
}

export function organizationLd(site: SiteInfo): WithContext<Organization> {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: site.url, logo: site.logo, sameAs: site.sameAs }
}

export function websiteLd(site: SiteInfo): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: site.url }
}

export function productLd(input: JsonLdInput): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.title,
    description: input.description,
    url: input.url,
    image: input.image,
    brand: { '@type': 'Brand', name: input.site.name },
    // No `url` on each offer: it would be the product's own, which is above (on the messaging price page, 11 offers
    // wrote it 11 times, in the HTML and again in the payload).
    offers: input.offers.map((offer) => ({ '@type': 'Offer', name: offer.name, price: offer.price, priceCurrency: offer.currency })),
  }
}

export function articleLd(input: JsonLdInput): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: input.url,
    image: input.image,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: input.author ? { '@type': 'Person', name: input.author } : { '@type': 'Organization', name: input.site.name },
    publisher: { '@type': 'Organization', name: input.site.name, logo: input.site.logo },
  }
}

export function faqLd(faqs: JsonLdInput['faqs']): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
}

export function breadcrumbLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

/** Every JSON-LD object a document carries. */
export function jsonLdFor(input: JsonLdInput): WithContext<Thing>[] {
  const out: WithContext<Thing>[] = []
  if (input.kind === 'home') out.push(organizationLd(input.site), websiteLd(input.site))
  if (input.kind === 'product') out.push(productLd(input))
  if (input.kind === 'article') out.push(articleLd(input))
  if (input.faqs.length > 0) out.push(faqLd(input.faqs))
  if (input.path !== '/' && input.breadcrumbs.length > 0) out.push(breadcrumbLd(input.breadcrumbs))
  return out
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no content can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
