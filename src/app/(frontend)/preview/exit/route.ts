import { exitPreview } from '@/api/preview'

export const GET = exitPreview
