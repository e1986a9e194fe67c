import { describe, expect, it } from 'vitest';
import { previewOfPartialScript } from './partial-script';

describe('previewOfPartialScript', () => {
  const full = JSON.stringify({
    title: '雨夜来信',
    characters: [{ name: '林夏', description: '建筑师' }],
    episodes: [
      {
        episode: 1,
        scenes: [
          {
            heading: '重逢',
            lines: [
              { kind: 'action', text: '她推门而入。' },
              { kind: 'dialogue', roleName: '林夏', text: '好久"不见"。' },
            ],
          },
        ],
      },
    ],
  });

  it('reads title, characters, scenes and lines of a finished answer', () => {
    expect(previewOfPartialScript(full)).toEqual([
      { type: 'title', text: '雨夜来信' },
      { type: 'character', text: '林夏' },
      { type: 'scene', text: '重逢' },
      { type: 'line', text: '她推门而入。', role: null },
      { type: 'line', text: '好久"不见"。', role: '林夏' },
    ]);
  });

  it('shows the unfinished last value while the model is still writing', () => {
    const cut = full.slice(0, full.indexOf('不见') + 1);
    const items = previewOfPartialScript(cut);
    expect(items.at(-1)).toEqual({ type: 'line', text: '好久"不', role: '林夏' });
  });

  it('ignores a lone backslash at the end of a chunk and text before any JSON', () => {
    expect(previewOfPartialScript('好的：\n{"title": "夜\\')).toEqual([{ type: 'title', text: '夜' }]);
    expect(previewOfPartialScript('还在思考')).toEqual([]);
  });
});
