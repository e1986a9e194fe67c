/** Site variants (spec §1). Chosen by host pattern; SITE_VARIANT overrides for local use. */
export const SITE_VARIANTS = ['default', 'class', 'open', 'show'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

export function isSiteVariant(value: unknown): value is SiteVariant {
  return typeof value === 'string' && (SITE_VARIANTS as readonly string[]).includes(value);
}

/** `class.*` → class, `open.*` → open, `show.*` → show, anything else → default. */
export function siteVariantFromHost(host: string): SiteVariant {
  const first = host.toLowerCase().split(':')[0]?.split('.')[0] ?? '';
  if (first === 'class' || first === 'open' || first === 'show') return first;
  return 'default';
}
