import { localizedRoute } from '../../../_routes/document'

// Reached through the proxy's rewrite of `?locale=`; every page, in every non-default locale, on first request.
export const dynamicParams = true
export const generateStaticParams = localizedRoute.generateStaticParams
export const generateMetadata = localizedRoute.generateMetadata
export default localizedRoute.Page
