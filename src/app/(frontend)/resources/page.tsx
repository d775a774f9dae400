import { paginatedRoute } from '../_routes/document'

// A list read with ?page=N, so it renders per request (its queries stay cached).
const route = paginatedRoute('/resources')

export const generateMetadata = route.generateMetadata
export default route.Page
