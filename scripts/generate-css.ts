/** Writes the layout's stylesheet from the constants (src/components/layoutCss.ts). */
import fs from 'node:fs'
import path from 'node:path'

import { LAYOUT_CSS_FILE, layoutCss } from '../src/components/layoutCss'

fs.writeFileSync(path.join(process.cwd(), LAYOUT_CSS_FILE), layoutCss())
console.log(`Wrote ${LAYOUT_CSS_FILE}`)
