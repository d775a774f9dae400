import { fixedRoute } from '../../_routes/document'

// Outside the pricing family's generated set (spec), so it has a route of its own.
const route = fixedRoute('/pricing/iot-data-plans')

export const generateMetadata = route.generateMetadata
export default route.Page
