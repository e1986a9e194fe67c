import { describe, expect, it } from 'vitest';
import { siteVariantFromHost } from './site';

describe('siteVariantFromHost', () => {
  it.each([
    ['class.example.com', 'class'],
    ['open.example.com:8080', 'open'],
    ['SHOW.example.com', 'show'],
    ['localhost:8080', 'default'],
    ['www.example.com', 'default'],
    ['classroom.example.com', 'default'],
  ])('%s → %s', (host, variant) => {
    expect(siteVariantFromHost(host)).toBe(variant);
  });
});
