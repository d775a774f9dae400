import { probeCounts } from '@/lib/requests'

/** GET /test-probe → how often our per-request code ran (lib/requests/requestProbe); 404 outside the test environment. */
export function GET(): Response {
  const counts = probeCounts()
  if (!counts) return Response.json({ error: { message: 'Not found' } }, { status: 404 })
  return Response.json(counts, { headers: { 'cache-control': 'no-store' } })
}

export const dynamic = 'force-dynamic'
