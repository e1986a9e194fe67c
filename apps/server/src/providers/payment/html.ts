/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 1234 fen → "12.34". */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

export const CJK_FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * A complete small HTML page. Styles go inline (the CSP allows inline styles); scripts only by URL from
 * this origin (the CSP allows no inline script).
 */
export function htmlPage(input: {
  title: string;
  styles: string;
  body: string;
  scripts?: string[];
  /** Favicon URL (a data: URL works: the CSP allows data: images). */
  icon?: string;
}): string {
  const scripts = (input.scripts ?? [])
    .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(input.title)}</title>
${input.icon ? `<link rel="icon" href="${escapeHtml(input.icon)}">` : ''}
<style>${input.styles}</style>
${scripts}
</head>
<body>
${input.body}
</body>
</html>`;
}
