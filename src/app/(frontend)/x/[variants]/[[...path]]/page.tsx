import { experimentRoute } from '../../../_routes/document'

// Reached through the proxy's rewrite for pages with running experiments; each combination on first request.
export const dynamicParams = true
export const generateStaticParams = experimentRoute.generateStaticParams
export const generateMetadata = experimentRoute.generateMetadata
export default experimentRoute.Page
