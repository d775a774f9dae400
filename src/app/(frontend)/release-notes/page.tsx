import { fixedRoute } from '../_routes/document'

// Page 1 in the default locale, pre-rendered and cached; with ?page= or ?locale= next.config rewrites
// the request to the list's per-request address (src/app/(frontend)/paged).
const route = fixedRoute('/release-notes')

export const generateMetadata = route.generateMetadata
export default route.Page
