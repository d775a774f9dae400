import { fixedRoute } from './_routes/document'

const route = fixedRoute('/')

export const generateMetadata = route.generateMetadata
export default route.Page
