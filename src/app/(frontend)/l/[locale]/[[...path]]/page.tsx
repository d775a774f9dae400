import { localizedRoute } from '../../../_routes/document'

// Reached through next.config's rewrite of `?locale=` (lib/pages/nextRouting.ts); every page, in every non-default locale, on first request.
export const dynamicParams = true
export const generateStaticParams = localizedRoute.generateStaticParams
export const generateMetadata = localizedRoute.generateMetadata
export default localizedRoute.Page
