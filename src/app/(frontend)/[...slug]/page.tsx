import { catchAllRoute } from '../_routes/document'

// Content and legal pages: pre-rendered, and a page published later renders on its first request
// (publishing is the rebuild; the proxy answers addresses with no published document, README).
export const dynamicParams = true
export const generateStaticParams = catchAllRoute.generateStaticParams
export const generateMetadata = catchAllRoute.generateMetadata
export default catchAllRoute.Page
