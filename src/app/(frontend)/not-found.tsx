import { NotFoundView } from '@/components/views/NotFoundView'

export default NotFoundView
