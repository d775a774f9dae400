import { collectionRoute } from '../../_routes/document'

const route = collectionRoute('customer-stories')

export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
