import type { AiWriteBody, ScriptLineKind } from '@lizi/shared';
import { extractJson } from '../../providers/common/json-answer';
import type { ChatMessage } from '../../providers/model-provider';
import type { ParsedScript } from './script-content';

/**
 * What the model is asked for: one JSON object, so the answer can be stored as episodes → scenes → lines and
 * characters without guessing. The shape is spelled out with an example because many OpenAI-compatible
 * gateways ignore `response_format`.
 */
export const SCRIPT_SYSTEM_PROMPT = `你是一名专业的影视编剧。请根据用户的创意写一部可直接拍摄的短剧剧本。
只输出一个 JSON 对象，不要输出任何解释、前言或 Markdown。JSON 结构如下：
{
  "title": "剧名（不超过 20 字）",
  "characters": [
    {"name": "角色名", "description": "身份与性格（一句话）", "appearance": "外貌、年龄、发型、服装等可用于绘制形象的描述", "gender": "男/女", "age": "年龄段"}
  ],
  "episodes": [
    {
      "episode": 1,
      "scenes": [
        {
          "heading": "场景标题，如：咖啡馆重逢",
          "location": "地点，如：街角咖啡馆",
          "timeOfDay": "日 / 夜 / 黄昏 / 清晨",
          "description": "场景环境与氛围描述",
          "lines": [
            {"kind": "action", "text": "动作描写"},
            {"kind": "dialogue", "roleName": "角色名", "text": "台词", "emotion": "情绪，如：激动"},
            {"kind": "narration", "text": "旁白"}
          ]
        }
      ]
    }
  ]
}
要求：kind 只能是 action、dialogue、narration；对白的 roleName 必须是 characters 中的角色名；
每场至少 3 行；用简体中文写作。`;

export function scriptMessages(body: AiWriteBody): ChatMessage[] {
  const parts = [`创意：${body.idea}`];
  if (body.genre) parts.push(`题材：${body.genre}`);
  parts.push(`集数：${body.episodes ?? 1} 集`);
  parts.push(`每集时长：约 ${body.minutes ?? 2} 分钟`);
  return [
    { role: 'system', content: SCRIPT_SYSTEM_PROMPT },
    { role: 'user', content: parts.join('\n') },
  ];
}

const KIND_ALIASES: Record<string, ScriptLineKind> = {
  action: 'action',
  动作: 'action',
  dialogue: 'dialogue',
  dialog: 'dialogue',
  对白: 'dialogue',
  台词: 'dialogue',
  narration: 'narration',
  narrator: 'narration',
  旁白: 'narration',
};

const str = (v: unknown, max: number): string => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * A model answer as a script, or null when it holds no usable scene. Lenient about what models get wrong
 * (Chinese kind names, a flat `scenes` list without episodes, missing optional fields); strict about what
 * cannot be guessed (a line without text is dropped, a scene without lines is dropped).
 */
export function parseScriptAnswer(text: string): ParsedScript | null {
  const root = obj(extractJson(text));
  const characters: ParsedScript['characters'] = [];
  for (const c of arr(root.characters ?? root.roles)) {
    const o = obj(c);
    const name = str(o.name, 40);
    if (!name || characters.some((x) => x.name === name)) continue;
    characters.push({
      name,
      description: str(o.description, 500),
      appearance: str(o.appearance, 1000),
      gender: str(o.gender, 10) || undefined,
      age: str(o.age, 20) || undefined,
    });
  }
  const episodes = arr(root.episodes).length
    ? arr(root.episodes)
    : [{ episode: 1, scenes: arr(root.scenes) }];
  const scenes: ParsedScript['scenes'] = [];
  episodes.forEach((e, i) => {
    const ep = obj(e);
    const n = Number(ep.episode);
    const episode = Number.isInteger(n) && n >= 1 && n <= 99 ? n : i + 1;
    for (const s of arr(ep.scenes)) {
      const so = obj(s);
      const lines: ParsedScript['scenes'][number]['lines'] = [];
      for (const l of arr(so.lines)) {
        const lo = obj(l);
        const kind = KIND_ALIASES[str(lo.kind ?? lo.type, 20).toLowerCase()];
        const lineText = str(lo.text ?? lo.content, 2000);
        if (!kind || !lineText) continue;
        const roleName = kind === 'dialogue' ? str(lo.roleName ?? lo.role ?? lo.character, 40) || null : null;
        // A dialogue line nobody speaks is narration in all but name.
        lines.push({
          kind: kind === 'dialogue' && !roleName ? 'narration' : kind,
          roleName,
          text: lineText,
          emotion: str(lo.emotion, 20) || null,
        });
      }
      if (lines.length === 0) continue;
      const location = str(so.location, 60);
      scenes.push({
        episode,
        heading: str(so.heading ?? so.title, 80) || location || `第${scenes.length + 1}场`,
        location,
        timeOfDay: str(so.timeOfDay ?? so.time, 20),
        description: str(so.description, 2000),
        lines,
      });
    }
  });
  if (scenes.length === 0) return null;
  return { title: str(root.title, 60) || undefined, characters, scenes };
}
