import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  badgeWidth,
  IMAGE_LABEL_RULE,
  labelBox,
  renderBadge,
  renderBadgePng,
  VIDEO_LABEL_RULE,
} from './label-badge';

describe('label geometry', () => {
  it('is at least 60 px high on images, else 5 % of the shorter side, margin half the height', () => {
    expect(labelBox(1920, 1080, IMAGE_LABEL_RULE)).toMatchObject({
      height: 60,
      margin: 30,
      left: 30,
      top: 30,
    });
    expect(labelBox(800, 600, IMAGE_LABEL_RULE).height).toBe(60);
    const big = labelBox(4000, 3000, IMAGE_LABEL_RULE);
    expect(big).toMatchObject({ height: 150, margin: 75, left: 75, top: 75, width: badgeWidth(150) });
    expect(labelBox(3000, 4001, IMAGE_LABEL_RULE).height).toBe(150);
  });

  it('puts the label in the right-bottom corner on request, with the same margin', () => {
    const box = labelBox(4000, 3000, IMAGE_LABEL_RULE, 'right-bottom');
    expect(box.left + box.width + box.margin).toBe(4000);
    expect(box.top + box.height + box.margin).toBe(3000);
  });

  it('shrinks only when the picture is too small to hold the label and its margins', () => {
    const box = labelBox(120, 80, IMAGE_LABEL_RULE);
    expect(box.height).toBeLessThan(60);
    expect(box.left + box.width + box.margin).toBeLessThanOrEqual(120);
    expect(box.top + box.height + box.margin).toBeLessThanOrEqual(80);
    expect(labelBox(320, 240, VIDEO_LABEL_RULE).height).toBe(24);
    expect(labelBox(1920, 1080, VIDEO_LABEL_RULE).height).toBe(54);
  });

  it('renders at exactly the computed size, with opaque white text on a darker plate', async () => {
    const badge = await renderBadge(60);
    expect([badge.width, badge.height]).toEqual([badgeWidth(60), 60]);
    expect(badge.rgba.length).toBe(badge.width * badge.height * 4);
    let white = 0;
    for (let i = 0; i < badge.rgba.length; i += 4) {
      if ((badge.rgba[i] as number) > 250 && (badge.rgba[i + 3] as number) === 255) white++;
    }
    expect(white).toBeGreaterThan(badge.width * badge.height * 0.1);
    const png = await renderBadgePng(24);
    expect(await sharp(png).metadata()).toMatchObject({ width: badgeWidth(24), height: 24, format: 'png' });
  });
});
