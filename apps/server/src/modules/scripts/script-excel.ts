import { SCRIPT_EXCEL_MAX_ROWS, SCRIPT_LINE_TEXT_MAX, type ScriptLineKind } from '@lizi/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import type { ParsedScript } from './script-content';

/**
 * The Excel form of a script: one row per line on sheet 剧本, characters on sheet 角色, and a 填写说明 sheet.
 * Blank 集 / 场 / scene cells repeat the row above, so a scene's heading is written once.
 */
const COLUMNS = [
  { header: '集', key: 'episode', width: 6 },
  { header: '场', key: 'scene', width: 6 },
  { header: '场景标题', key: 'heading', width: 18 },
  { header: '地点', key: 'location', width: 14 },
  { header: '时间', key: 'time', width: 8 },
  { header: '场景描述', key: 'description', width: 30 },
  { header: '类型', key: 'kind', width: 8 },
  { header: '角色', key: 'role', width: 10 },
  { header: '内容', key: 'text', width: 50 },
  { header: '情绪', key: 'emotion', width: 8 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

const KINDS: Record<string, ScriptLineKind> = {
  动作: 'action',
  对白: 'dialogue',
  旁白: 'narration',
  action: 'action',
  dialogue: 'dialogue',
  narration: 'narration',
};

const EXAMPLE: Partial<Record<ColumnKey, string | number>>[] = [
  {
    episode: 1,
    scene: 1,
    heading: '雨夜重逢',
    location: '街角咖啡馆',
    time: '夜',
    description: '窗外下着大雨，店里只剩一盏暖黄的灯。',
    kind: '动作',
    text: '林夏推门而入，抖落伞上的雨水。',
  },
  { kind: '对白', role: '林夏', text: '好久不见。', emotion: '平静' },
  { kind: '对白', role: '陈默', text: '你怎么回来了？', emotion: '惊讶' },
  { kind: '旁白', text: '十年前的约定，在这一刻被重新想起。' },
  {
    episode: 1,
    scene: 2,
    heading: '天台',
    location: '公司天台',
    time: '日',
    kind: '动作',
    text: '陈默独自站在天台边，望着远处的城市。',
  },
];

const NOTES = [
  ['填写说明'],
  ['1. 「剧本」表每行是一句台词、一段动作或一段旁白，按拍摄顺序从上往下填写。'],
  ['2. 「集」「场」填正整数；留空时沿用上一行，同一集同一场的行属于同一场戏。'],
  ['3. 「场景标题」「地点」「时间」「场景描述」每场只需在第一行填写。'],
  ['4. 「类型」只能填 动作、对白 或 旁白；对白必须填写「角色」。'],
  [`5. 「内容」必填，每行最多 ${SCRIPT_LINE_TEXT_MAX} 字；「情绪」选填，如 激动、平静。`],
  ['6. 「角色」表可填写角色简介和外貌，用于后续生成角色形象；对白中出现的角色会自动创建。'],
  [
    `7. 文件不超过 5 MB、最多 ${SCRIPT_EXCEL_MAX_ROWS} 行。导入会替换剧本的全部现有内容，任何一行有误都不会导入。`,
  ],
  ['8. 示例行可直接删除或改写。'],
];

export async function buildTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '栗子工坊';
  const sheet = wb.addWorksheet('剧本', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of EXAMPLE) sheet.addRow(row);
  // One range rule (not a rule per cell, which would make every row exist and push new rows to the end).
  const kindCol = String.fromCharCode(64 + COLUMNS.findIndex((c) => c.key === 'kind') + 1);
  (
    sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations.add(`${kindCol}2:${kindCol}${SCRIPT_EXCEL_MAX_ROWS + 1}`, {
    type: 'list',
    allowBlank: true,
    formulae: ['"动作,对白,旁白"'],
    showErrorMessage: true,
    errorTitle: '类型有误',
    error: '请填写 动作、对白 或 旁白',
  });
  const roles = wb.addWorksheet('角色');
  roles.columns = [
    { header: '角色名', key: 'name', width: 12 },
    { header: '简介', key: 'description', width: 30 },
    { header: '外貌', key: 'appearance', width: 50 },
  ];
  roles.getRow(1).font = { bold: true };
  roles.addRow({
    name: '林夏',
    description: '归国的建筑师，外冷内热',
    appearance: '28 岁女性，齐肩黑发，米色风衣',
  });
  roles.addRow({
    name: '陈默',
    description: '咖啡馆老板，念旧',
    appearance: '30 岁男性，短发，深色毛衣，戴眼镜',
  });
  const notes = wb.addWorksheet('填写说明');
  notes.getColumn(1).width = 100;
  for (const line of NOTES) notes.addRow(line);
  notes.getRow(1).font = { bold: true, size: 14 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cellText = (row: ExcelJS.Row, col: number | undefined): string =>
  col ? String(row.getCell(col).text ?? '').trim() : '';

/** True when the bytes start like a zip archive (an .xlsx is one). */
export const looksLikeXlsx = (data: Buffer) =>
  data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/**
 * The script an uploaded workbook holds, or VALIDATION_FAILED naming every bad row (第 N 行「列」…) with
 * the list in `data.errors`. Nothing is parsed half: one bad row refuses the file.
 */
export async function parseWorkbook(data: Buffer): Promise<ParsedScript> {
  const wb = new ExcelJS.Workbook();
  if (!looksLikeXlsx(data))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'file：请上传 .xlsx 格式的 Excel 文件');
  try {
    await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'file：文件无法读取，请确认是 .xlsx 格式的 Excel 文件');
  }
  const sheet = wb.getWorksheet('剧本') ?? wb.worksheets[0];
  if (!sheet) throw new AppError('VALIDATION_FAILED', '表格中没有工作表');
  const cols = new Map<ColumnKey, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const found = COLUMNS.find((c) => c.header === String(cell.text ?? '').trim());
    if (found) cols.set(found.key, col);
  });
  const errors: string[] = [];
  for (const required of ['kind', 'text'] as const)
    if (!cols.has(required))
      errors.push(`表头缺少「${COLUMNS.find((c) => c.key === required)?.header}」列（请使用模板的表头）`);
  if (errors.length) fail(errors);
  // Rows with content, not the sheet's extent: formatting alone can make a sheet look thousands of rows long.
  if (sheet.actualRowCount - 1 > SCRIPT_EXCEL_MAX_ROWS)
    fail([`最多导入 ${SCRIPT_EXCEL_MAX_ROWS} 行，当前 ${sheet.actualRowCount - 1} 行`]);

  const scenes = new Map<string, ParsedScript['scenes'][number]>();
  let episode = 1;
  let sceneNo = 1;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const v = (key: ColumnKey) => cellText(row, cols.get(key));
    if (COLUMNS.every((c) => !v(c.key))) continue;
    const rowErrors: string[] = [];
    const int = (key: 'episode' | 'scene', label: string, max: number, fallback: number) => {
      const raw = v(key);
      if (!raw) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > max) {
        rowErrors.push(`第 ${r} 行「${label}」应为 1–${max} 的整数，实际为「${raw}」`);
        return fallback;
      }
      return n;
    };
    const nextEpisode = int('episode', '集', 99, episode);
    // A new episode without a 场 starts at its first scene.
    sceneNo = int('scene', '场', 999, nextEpisode !== episode ? 1 : sceneNo);
    episode = nextEpisode;
    const kindRaw = v('kind');
    const kind = KINDS[kindRaw.toLowerCase()];
    if (!kindRaw) rowErrors.push(`第 ${r} 行「类型」不能为空，请填写 动作、对白 或 旁白`);
    else if (!kind) rowErrors.push(`第 ${r} 行「类型」应为 动作、对白 或 旁白，实际为「${kindRaw}」`);
    const role = v('role');
    if (kind === 'dialogue' && !role) rowErrors.push(`第 ${r} 行「角色」不能为空：对白必须填写说话的角色`);
    if (role.length > 40) rowErrors.push(`第 ${r} 行「角色」最多 40 个字`);
    const text = v('text');
    if (!text) rowErrors.push(`第 ${r} 行「内容」不能为空`);
    if (text.length > SCRIPT_LINE_TEXT_MAX)
      rowErrors.push(`第 ${r} 行「内容」最多 ${SCRIPT_LINE_TEXT_MAX} 个字`);
    const emotion = v('emotion');
    if (emotion.length > 20) rowErrors.push(`第 ${r} 行「情绪」最多 20 个字`);
    if (v('heading').length > 80) rowErrors.push(`第 ${r} 行「场景标题」最多 80 个字`);
    if (v('location').length > 60) rowErrors.push(`第 ${r} 行「地点」最多 60 个字`);
    if (v('time').length > 20) rowErrors.push(`第 ${r} 行「时间」最多 20 个字`);
    errors.push(...rowErrors);
    if (rowErrors.length || !kind) continue;
    const key = `${episode}:${sceneNo}`;
    let scene = scenes.get(key);
    if (!scene) {
      scene = { episode, heading: '', location: '', timeOfDay: '', description: '', lines: [] };
      scenes.set(key, scene);
    }
    scene.heading ||= v('heading');
    scene.location ||= v('location');
    scene.timeOfDay ||= v('time');
    scene.description ||= v('description').slice(0, 2000);
    scene.lines.push({
      kind,
      roleName: kind === 'action' ? null : role || null,
      text,
      emotion: emotion || null,
    });
  }
  const characters = parseRoles(wb, errors);
  if (errors.length) fail(errors);
  if (scenes.size === 0) fail(['表格中没有剧本内容：请在「剧本」表中至少填写一行']);
  const list = [...scenes.entries()].map(([key, s]) => ({
    ...s,
    heading: s.heading || s.location || `第${key.split(':')[1]}场`,
  }));
  // Episodes in order; scenes keep the order they first appear in within an episode.
  list.sort((a, b) => a.episode - b.episode);
  return { characters, scenes: list };
}

function parseRoles(wb: ExcelJS.Workbook, errors: string[]): ParsedScript['characters'] {
  const sheet = wb.getWorksheet('角色');
  if (!sheet) return [];
  const out: ParsedScript['characters'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const [name, description, appearance] = [1, 2, 3].map((c) => cellText(row, c)) as [
      string,
      string,
      string,
    ];
    if (!name && !description && !appearance) continue;
    if (!name) errors.push(`「角色」表第 ${r} 行「角色名」不能为空`);
    else if (name.length > 40) errors.push(`「角色」表第 ${r} 行「角色名」最多 40 个字`);
    else if (out.some((c) => c.name === name))
      errors.push(`「角色」表第 ${r} 行「角色名」与前面的「${name}」重复`);
    else out.push({ name, description: description.slice(0, 500), appearance: appearance.slice(0, 1000) });
  }
  return out;
}

function fail(errors: string[]): never {
  const shown = errors.slice(0, 5).join('；');
  const more = errors.length > 5 ? `；等共 ${errors.length} 处错误` : '';
  throw new AppError('VALIDATION_FAILED', `${shown}${more}`, { errors: errors.slice(0, 200) });
}
