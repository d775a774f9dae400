import { collectionRoute } from '../../_routes/document'

const route = collectionRoute('release-notes')

export const dynamicParams = true
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
