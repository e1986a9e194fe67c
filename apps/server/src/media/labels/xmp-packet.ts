import { type AigcLabel, parseAigcLabel, serializeAigcLabel } from './aigc-label';

export const TC260_NAMESPACE = 'http://www.tc260.org.cn/ns/AIGC/1.0/';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const e = entity.toLowerCase();
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/**
 * A complete XMP packet holding only the label. The value goes in element form, so the JSON's quotes need no
 * escaping. The packet has no padding: we never edit it in place, we write a new file.
 */
export function buildXmpPacket(label: AigcLabel): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    `  <rdf:Description rdf:about="" xmlns:TC260="${TC260_NAMESPACE}">`,
    `   <TC260:AIGC>${escapeXml(serializeAigcLabel(label))}</TC260:AIGC>`,
    '  </rdf:Description>',
    ' </rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * Finds the label in any XMP packet: whatever prefix the writer bound to the TC260 namespace, in element or
 * attribute form (both are valid RDF/XML for a simple property).
 */
export function readLabelFromXmp(xmp: string): AigcLabel | null {
  const ns = TC260_NAMESPACE.replaceAll('.', '\\.').replaceAll('/', '\\/');
  const prefixes = [...xmp.matchAll(new RegExp(`xmlns:([\\w.-]+)\\s*=\\s*["']${ns}["']`, 'g'))].map(
    (m) => m[1] as string,
  );
  for (const prefix of prefixes) {
    const element = new RegExp(`<${prefix}:AIGC(?:\\s[^>]*)?>([\\s\\S]*?)</${prefix}:AIGC>`).exec(xmp);
    const attribute = new RegExp(`\\s${prefix}:AIGC\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(xmp);
    const raw = element?.[1] ?? attribute?.[1] ?? attribute?.[2];
    if (raw === undefined) continue;
    const text = raw.trim();
    const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(text);
    const label = parseAigcLabel(cdata ? (cdata[1] as string) : unescapeXml(text));
    if (label) return label;
  }
  return null;
}
