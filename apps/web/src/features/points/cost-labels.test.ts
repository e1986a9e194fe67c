import { describe, expect, it } from 'vitest';
import { costRows } from './cost-labels';

describe('costRows', () => {
  it('lists every cost once (task cost wins), leaves out the daily gift, groups and labels in Chinese', () => {
    const rows = costRows({
      taskCosts: [
        { key: 'imageCost', costPoints: 5 },
        { key: 'gcvideo-bytxt-sgl', costPoints: 20 },
        { key: 'new-task', costPoints: 7 },
      ],
      scriptCost: 5,
      imageCost: 4,
      audioCost: 2,
      pointsPerDay: 100,
    });
    expect(rows.map((r) => [r.key, r.name, r.points, r.unit])).toEqual([
      ['scriptCost', '剧本生成', 5, '次'],
      ['imageCost', '图片生成', 5, '张'],
      ['gcvideo-bytxt-sgl', '视频 · 文生视频', 20, '条'],
      ['audioCost', '音频生成', 2, '条'],
      ['new-task', 'new-task', 7, '次'],
    ]);
  });
});
