import { experimentRoute } from '../../../_routes/document'

// The internal render address, reached only by the unrouted handler (pages with running experiments, pages
// published since the build); each combination on first request.
export const dynamicParams = true
export const generateStaticParams = experimentRoute.generateStaticParams
export const generateMetadata = experimentRoute.generateMetadata
export default experimentRoute.Page
