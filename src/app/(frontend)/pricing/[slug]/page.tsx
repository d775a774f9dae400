import { familyRoute } from '../../_routes/document'

const route = familyRoute('pricing')

// Pre-rendered (the set skips the IoT data plans page, which has its own route); a pricing page
// published later renders on its first request, like every family (README: publishing is the rebuild).
export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
