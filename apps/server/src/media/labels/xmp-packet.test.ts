import { describe, expect, it } from 'vitest';
import { buildAigcLabel } from './aigc-label';
import { buildXmpPacket, readLabelFromXmp, TC260_NAMESPACE } from './xmp-packet';

const label = buildAigcLabel({ producer: 'A&B <工坊>', produceId: 'id-"1"' });

describe('XMP packet', () => {
  it('holds TC260:AIGC in the TC260 namespace and reads back, XML special characters included', () => {
    const xmp = buildXmpPacket(label);
    expect(xmp).toContain(`xmlns:TC260="${TC260_NAMESPACE}"`);
    expect(xmp).toContain('<TC260:AIGC>');
    expect(xmp).not.toContain('<工坊>');
    expect(readLabelFromXmp(xmp)).toEqual(label);
  });

  it('reads the attribute form and any prefix bound to the namespace', () => {
    const json = JSON.stringify(label)
      .replaceAll('&', '&amp;')
      .replaceAll('"', '&quot;')
      .replaceAll('<', '&lt;');
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:aigc="${TC260_NAMESPACE}" aigc:AIGC="${json}"/></rdf:RDF></x:xmpmeta>`;
    expect(readLabelFromXmp(xmp)).toEqual(label);
  });

  it('finds nothing in XMP without the namespace', () => {
    expect(
      readLabelFromXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><TC260:AIGC>{}</TC260:AIGC></x:xmpmeta>'),
    ).toBeNull();
  });
});
