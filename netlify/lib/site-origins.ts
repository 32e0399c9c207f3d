// Where the site is served from (docs/API.md, 'Origins and the mainland mirror'):
// the origin a request reached, plus SITE_ORIGINS, a comma-separated list of the
// site's other origins (the mainland mirror's domain, which proxies /api here).
// A write whose Origin is none of these is refused as cross-site.

/** The origins SITE_ORIGINS lists, normalised (`https://example.cn/` → `https://example.cn`); malformed entries are ignored. */
export function listedSiteOrigins(): string[] {
  return (process.env.SITE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => URL.canParse(entry))
    .map((entry) => new URL(entry).origin)
    .filter((origin) => origin !== 'null');
}

/** Whether `origin` (an Origin header's value) is one the site is served from. */
export function isSiteOrigin(origin: string, req: Request): boolean {
  if (!URL.canParse(origin)) return false;
  const normalised = new URL(origin).origin;
  return normalised === new URL(req.url).origin || listedSiteOrigins().includes(normalised);
}
