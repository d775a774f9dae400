import { familyRoute } from '../../_routes/document'

const route = familyRoute('landing')

// Blocking fallback: pages published after the build render on first request, then stay cached.
export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
