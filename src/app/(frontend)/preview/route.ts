import { enterPreview } from '@/api/preview'

export const GET = enterPreview
