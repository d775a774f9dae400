import { familyRoute } from '../../_routes/document'

const route = familyRoute('sim-cards')

// Only the pre-rendered set: any other path falls through to the unrouted handler (a page published
// since the build, a redirect, a page with running experiments, or the 404; lib/pages/nextRouting.ts).
export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
