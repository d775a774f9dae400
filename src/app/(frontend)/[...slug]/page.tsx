import { catchAllRoute } from '../_routes/document'

// Only the pre-rendered set: any other path falls through to the unrouted handler (a page published
// since the build, a redirect, a page with running experiments, or the 404; lib/pages/nextRouting.ts).
export const dynamicParams = false
export const generateStaticParams = catchAllRoute.generateStaticParams
export const generateMetadata = catchAllRoute.generateMetadata
export default catchAllRoute.Page
