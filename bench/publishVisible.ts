/**
 * Publish → visible (issue 34, item 6): a page's title published again and again through the REST API, as an editor's
 * Publish does, each change timed until every address of the page shows it. Run by `npm run bench` under its sustained
 * writes; alone against any server:
 *   tsx bench/publishVisible.ts <site URL> <seconds> <admin e-mail> <password>
 */
import path from 'node:path'

/** The page the bench publishes, and the addresses that must show each change: its path and its locales. */
export const PUBLISHED_PAGE = '/why-ostra'
export const publishedAddresses = (page: string) => [page, `${page}?locale=en-GB`, `${page}?locale=nl-NL`]

export const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const GIVE_UP_MS = 10_000

type PageDoc = { id: number; slug: string; meta?: { title?: string | null } | null }

/**
 * Publishes new SEO titles of `page` (what its <title> shows) one after another while `busy()`, each timed from
 * sending the change until every address shows it (polled every 20 ms, given up after 10 s, which counts as 10 s);
 * the title is put back at the end.
 */
export async function publishUntilVisible(site: string, token: string, page: string, busy: () => boolean): Promise<number[]> {
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = (await (await fetch(`${site}/api/pages?where[path][equals]=${encodeURIComponent(page)}&depth=0&limit=1`, { headers: auth })).json()) as {
    docs: PageDoc[]
  }
  const doc = found.docs[0]
  if (!doc) throw new Error(`no page at ${page}`)
  // The slug is sent as it is: without it the slug would be made again from the title.
  const publish = async (title: string | null | undefined) => {
    const saved = await fetch(`${site}/api/pages/${doc.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ meta: { ...doc.meta, title }, slug: doc.slug, _status: 'published' }),
    })
    if (!saved.ok) throw new Error(`publishing ${page}: ${saved.status} ${await saved.text()}`)
  }
  const times: number[] = []
  try {
    while (busy()) {
      const title = `Why Ostra ${Date.now().toString(36)}`
      const started = Date.now()
      await publish(title)
      await Promise.all(
        publishedAddresses(page).map(async (address) => {
          while (Date.now() - started < GIVE_UP_MS) {
            if ((await (await fetch(`${site}${address}`)).text()).includes(title)) return
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
        }),
      )
      times.push(Math.min(Date.now() - started, GIVE_UP_MS))
    }
  } finally {
    await publish(doc.meta?.title)
  }
  return times
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [site, seconds, email, password] = process.argv.slice(2)
  const login = (await (
    await fetch(`${site}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  ).json()) as { token?: string }
  const until = Date.now() + Number(seconds) * 1000
  const times = await publishUntilVisible(site, login.token ?? '', PUBLISHED_PAGE, () => Date.now() < until)
  console.log(JSON.stringify({ times, p50: percentile(times, 50), p95: percentile(times, 95) }))
}
