import { familyRoute } from '../../_routes/document'

const route = familyRoute('pricing')

// Pricing is static only (spec: fallback off); its generated set skips the IoT data plans page.
export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
