import { catchAllRoute } from '../_routes/document'

// Content and legal pages: the pre-rendered set only (spec: catch-all fallback off).
export const dynamicParams = false
export const generateStaticParams = catchAllRoute.generateStaticParams
export const generateMetadata = catchAllRoute.generateMetadata
export default catchAllRoute.Page
