/**
 * The chunks a cached page's inline loader asks for (page-cache-handler.mjs `scriptsAfterFirstPaint`), read from the
 * page: the loader's arguments are the chunks' common folder, then their names in it. [] for a page without one (a
 * page rendered for its request keeps Next's own tags). One reader for the unit and the API tests.
 */
export function loaderSources(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  const loader = /<script>\(function loadScriptsAfterFirstPaint[\s\S]*?\)\(("[^"]*",\[[^\]]*\])\)<\/script>$/.exec(head)
  const [base, names] = JSON.parse(`[${loader?.[1] ?? '"",[]'}]`) as [string, string[]]
  return names.map((name) => base + name)
}
