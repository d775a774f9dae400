import { fixedRoute } from '../_routes/document'

// Page 1 in the default locale, pre-rendered and cached; a later page (?page=) or another locale (?locale=)
// is a variant of it, which next.config rewrites to the variant address (src/app/(frontend)/x, lib/pages/variants.ts).
const route = fixedRoute('/release-notes')

export const generateMetadata = route.generateMetadata
export default route.Page
