/** Before the API tests: the jobs worker they start is the bundled one, built from the current sources. */
import { bundleScript } from '../../scripts/bundle'

export default async function setup(): Promise<void> {
  await bundleScript('scripts/worker.ts')
}
