/**
 * The JSON object in a chat model's answer: bare, fenced in ```json, or with chatter around it (many
 * OpenAI-compatible gateways ignore `response_format`). Undefined when no reading parses.
 */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidates = [text.trim(), fenced?.[1]?.trim()];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const c of candidates) {
    if (!c) continue;
    try {
      return JSON.parse(c);
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
