import { variantRoute } from '../../../_routes/document'

// The one internal render address, /x/{variant}{path} (lib/pages/variants.ts): a page in another locale
// (`?locale=`), a list's later page (`?page=`), a page with the visitor's experiment variants or published
// since the build. Reached only by next.config's rewrites and the unrouted handler; each variant is rendered
// on first request and cached like the page itself.
export const dynamicParams = true
export const generateStaticParams = variantRoute.generateStaticParams
export const generateMetadata = variantRoute.generateMetadata
export default variantRoute.Page
