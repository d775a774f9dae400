import { paginatedRoute } from '../../_routes/document'

// A paginated list asked for with ?page= or ?locale= (next.config rewrites it here; a direct request is
// redirected to the list): rendered per request from cached queries.
export default paginatedRoute.Page
export const generateMetadata = paginatedRoute.generateMetadata
