import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ffmpegPath } from './ffmpeg';

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** `HH:MM:SS,mmm` (SRT) or `H:MM:SS.cc` (ASS). */
function clock(seconds: number, style: 'srt' | 'ass'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  if (style === 'srt') return `${pad(h)}:${pad(m)}:${pad(s)},${pad(ms % 1000, 3)}`;
  return `${h}:${pad(m)}:${pad(s)}.${pad(Math.floor((ms % 1000) / 10))}`;
}

/** SubRip text of the cues (CRLF line ends: the players that are strict about SRT expect them). */
export function toSrt(cues: Cue[]): string {
  return cues
    .filter((c) => c.end > c.start && c.text.trim())
    .map((c, i) => `${i + 1}\r\n${clock(c.start, 'srt')} --> ${clock(c.end, 'srt')}\r\n${c.text.trim()}\r\n`)
    .join('\r\n');
}

/** Font families libass is asked for, first the one fonts-wqy-microhei installs. */
export const SUBTITLE_FONT = 'WenQuanYi Micro Hei';
const FONT_FILES = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
];

/** A font file with Chinese glyphs on this machine (SUBTITLE_FONT_FILE overrides), or null. */
export function cjkFontFile(): string | null {
  const fromEnv = process.env.SUBTITLE_FONT_FILE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return FONT_FILES.find((f) => existsSync(f)) ?? null;
}

export const NO_CJK_FONT =
  '本机缺少中文字体，无法把字幕烧录到画面；请安装 fonts-wqy-microhei（或设置 SUBTITLE_FONT_FILE），或改为导出 SRT 字幕';

/**
 * ASS script for libass: white text with a dark outline at the bottom centre, sized from the canvas (a
 * vertical 720×1280 canvas gets the same share of its width as a landscape one).
 */
export function toAss(cues: Cue[], canvas: { width: number; height: number }, font = SUBTITLE_FONT): string {
  const size = Math.round(Math.min(canvas.width, canvas.height) * 0.055);
  const margin = Math.round(canvas.height * 0.06);
  const side = Math.round(canvas.width * 0.06);
  const outline = Math.max(1, Math.round(size / 14));
  const escapeText = (t: string) =>
    t.trim().replaceAll('\\', '＼').replaceAll('{', '｛').replaceAll('}', '｝').replace(/\r?\n/g, '\\N');
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${canvas.width}`,
    `PlayResY: ${canvas.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Default,${font},${size},&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,${outline},0,2,${side},${side},${margin},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues
      .filter((c) => c.end > c.start && c.text.trim())
      .map(
        (c) =>
          `Dialogue: 0,${clock(c.start, 'ass')},${clock(c.end, 'ass')},Default,,0,0,0,,${escapeText(c.text)}`,
      ),
    '',
  ].join('\n');
}

const filterCache = new Map<string, boolean>();

/** Whether the ffmpeg in use has a filter (the npm static build has libass; a minimal system build may not). */
export async function ffmpegHasFilter(name: string): Promise<boolean> {
  const cached = filterCache.get(name);
  if (cached !== undefined) return cached;
  // `-h filter=…` prints to stdout, which runFfmpeg does not keep.
  const out = await new Promise<string>((resolve) => {
    execFile(ffmpegPath(), ['-hide_banner', '-h', `filter=${name}`], (_err, stdout, stderr) =>
      resolve(`${stdout}${stderr}`),
    );
  });
  const has = out.includes(`Filter ${name}`);
  filterCache.set(name, has);
  return has;
}

/**
 * A file path as a filter-graph option value. Paths here are our own temp and font paths; anything with a
 * character the graph parser treats specially is refused rather than half-escaped.
 */
export function filterValue(value: string): string {
  if (!/^[\w./-]+$/.test(value)) throw new Error(`unsafe path for a filter graph: ${value}`);
  return value;
}

/**
 * The video filter that burns the cues in: libass `subtitles` over an ASS file when the build has it, else
 * one `drawtext` per cue with the CJK font file. Null when nothing can draw Chinese (no font).
 */
export async function burnFilter(
  cues: Cue[],
  canvas: { width: number; height: number },
  dir: string,
  write: (file: string, text: string) => Promise<void>,
): Promise<string | null> {
  const font = cjkFontFile();
  if (!font) return null;
  if (await ffmpegHasFilter('subtitles')) {
    const file = path.join(dir, 'subtitles.ass');
    await write(file, toAss(cues, canvas));
    return `subtitles=filename=${filterValue(file)}:fontsdir=${filterValue(path.dirname(font))}`;
  }
  if (!(await ffmpegHasFilter('drawtext'))) return null;
  const size = Math.round(Math.min(canvas.width, canvas.height) * 0.055);
  const y = Math.round(canvas.height * 0.94 - size);
  const parts: string[] = [];
  for (const [i, cue] of cues.entries()) {
    // Text through files: no escaping of what users typed into the graph.
    const textFile = path.join(dir, `cue-${i}.txt`);
    await write(textFile, cue.text.trim());
    parts.push(
      `drawtext=fontfile=${filterValue(font)}:textfile=${filterValue(textFile)}:fontsize=${size}:fontcolor=white:` +
        `borderw=${Math.max(1, Math.round(size / 14))}:bordercolor=black:x=(w-text_w)/2:y=${y}:` +
        `enable='between(t,${cue.start.toFixed(3)},${cue.end.toFixed(3)})'`,
    );
  }
  return parts.join(',') || 'null';
}
