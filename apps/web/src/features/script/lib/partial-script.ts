/**
 * What the model has written so far, readable while it streams: the script arrives as JSON, and half a JSON
 * object cannot be parsed, so the values of the keys a person cares about are picked out in order — the
 * last one possibly unfinished.
 */
export type PreviewItem =
  | { type: 'title'; text: string }
  | { type: 'character'; text: string }
  | { type: 'scene'; text: string }
  | { type: 'line'; text: string; role: string | null };

const FIELD = /"(title|name|heading|roleName|text)"\s*:\s*"((?:[^"\\]|\\.)*)(")?/g;

function decodeJsonString(raw: string): string {
  // An unfinished escape at the very end (a lone backslash) waits for the next delta.
  const safe = raw.replace(/\\(u[0-9a-fA-F]{0,3})?$/, '');
  try {
    return JSON.parse(`"${safe}"`) as string;
  } catch {
    return safe;
  }
}

export function previewOfPartialScript(text: string): PreviewItem[] {
  const items: PreviewItem[] = [];
  let role: string | null = null;
  for (const m of text.matchAll(FIELD)) {
    const key = m[1];
    const value = decodeJsonString(m[2] ?? '');
    if (key === 'title') items.push({ type: 'title', text: value });
    else if (key === 'name') items.push({ type: 'character', text: value });
    else if (key === 'heading') items.push({ type: 'scene', text: value });
    else if (key === 'roleName') role = value;
    else if (key === 'text') {
      items.push({ type: 'line', text: value, role });
      role = null;
    }
  }
  return items;
}
