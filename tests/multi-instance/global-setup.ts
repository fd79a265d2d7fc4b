// Before the multi-instance test: a production build of the current sources. After `npm test`'s Playwright step
// this only checks that its build is current (scripts/start.mjs --build-only); run alone, it builds first.
import { ensureBuild } from './support/cluster.mjs'
import { prerequisites } from './support/prerequisites.mjs'

export default async function setup(): Promise<void> {
  if ((await prerequisites()).length === 0) ensureBuild()
}
