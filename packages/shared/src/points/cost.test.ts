import { describe, expect, it } from 'vitest';
import { canConsume, costOf, type IntegralSetting, unitCost } from './cost';

const setting: IntegralSetting = {
  taskCosts: [{ key: 'gcvideo-byimg-sgl', costPoints: 20 }],
  imageCost: 4,
  videoCost: 30,
};

describe('points cost (spec §5)', () => {
  it('takes the task cost first, then the flat setting, then 0', () => {
    expect(unitCost(setting, 'gcvideo-byimg-sgl')).toBe(20);
    expect(unitCost(setting, 'imageCost')).toBe(4);
    expect(unitCost(setting, 'unknown')).toBe(0);
    expect(unitCost(null, 'imageCost')).toBe(0);
  });
  it('multiplies by the count and allows only what the balance covers', () => {
    expect(costOf(setting, 'imageCost', 3)).toBe(12);
    expect(canConsume(setting, 'imageCost', 3, 12)).toBe(true);
    expect(canConsume(setting, 'imageCost', 3, 11)).toBe(false);
    expect(canConsume(setting, 'unknown', 5, 0)).toBe(true);
  });
});
