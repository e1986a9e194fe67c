import { randomUUID } from 'node:crypto';
import { type CutSettings, type CutTimeline, clipStarts, subtitleCues } from '@lizi/shared';

/** A file placed in the draft folder, and how the draft refers to it. */
export interface DraftMedia {
  fileId: string;
  /** Path inside the draft folder, e.g. materials/clip-01.mp4. */
  path: string;
  kind: 'video' | 'photo' | 'audio';
  width: number | null;
  height: number | null;
  /** Seconds; null for stills. */
  duration: number | null;
}

const us = (s: number) => Math.round(s * 1_000_000);
const hex = () => randomUUID().replaceAll('-', '');

/**
 * 剪映 (JianyingPro / CapCut desktop) draft: draft_content.json + draft_meta_info.json in one folder, media in
 * its materials/ subfolder referred to through the `##_draftpath_placeholder_<draft id>_##` token the app
 * resolves to the draft folder itself. Times are microseconds. Layout follows the public format as written by
 * pyJianYingDraft: materials (videos, audios, texts, speeds) referenced by id from segments on typed tracks.
 */
export function capcutDraft(input: {
  title: string;
  canvas: string;
  timeline: CutTimeline;
  settings: CutSettings;
  media: Map<string, DraftMedia>;
}) {
  const draftId = randomUUID().toUpperCase();
  const placeholder = `##_draftpath_placeholder_${draftId}_##`;
  const [width = 1920, height = 1080] = input.canvas.split('x').map(Number);
  const { starts, total } = clipStarts(input.timeline);
  const videos: object[] = [];
  const audios: object[] = [];
  const texts: object[] = [];
  const speeds: object[] = [];
  const materialOf = new Map<string, string>();

  const speed = () => {
    const id = hex();
    speeds.push({ curve_speed: null, id, mode: 0, speed: 1.0, type: 'speed' });
    return id;
  };
  const material = (fileId: string) => {
    const known = materialOf.get(fileId);
    if (known) return known;
    const m = input.media.get(fileId);
    if (!m) return null;
    const id = hex();
    const path = `${placeholder}/${m.path}`;
    const name = m.path.split('/').at(-1) ?? m.path;
    if (m.kind === 'audio')
      audios.push({
        id,
        name,
        path,
        duration: us(m.duration ?? 0),
        type: 'extract_music',
        category_name: 'local',
        check_flag: 1,
        local_material_id: id,
        music_id: id,
        wave_points: [],
      });
    else
      videos.push({
        id,
        material_id: id,
        material_name: name,
        path,
        type: m.kind,
        duration: m.kind === 'photo' ? 10_800_000_000 : us(m.duration ?? 0),
        width: m.width ?? width,
        height: m.height ?? height,
        has_audio: m.kind === 'video',
        category_name: 'local',
        check_flag: 63487,
        crop_ratio: 'free',
        crop_scale: 1.0,
        crop: {
          upper_left_x: 0,
          upper_left_y: 0,
          upper_right_x: 1,
          upper_right_y: 0,
          lower_left_x: 0,
          lower_left_y: 1,
          lower_right_x: 1,
          lower_right_y: 1,
        },
      });
    materialOf.set(fileId, id);
    return id;
  };
  const base = (materialId: string, start: number, duration: number, renderIndex: number) => ({
    id: hex(),
    material_id: materialId,
    target_timerange: { start: us(start), duration: us(duration) },
    render_index: renderIndex,
    track_render_index: 0,
    visible: true,
    reverse: false,
    common_keyframes: [],
    keyframe_refs: [],
  });

  const videoSegments = input.timeline.clips.flatMap((clip, i) => {
    const id = material(clip.fileId);
    if (!id) return [];
    return [
      {
        ...base(id, starts[i] ?? 0, clip.duration, 0),
        source_timerange: { start: us(clip.trimStart), duration: us(clip.duration) },
        speed: 1.0,
        volume: input.settings.volumes.clip,
        extra_material_refs: [speed()],
        clip: {
          alpha: 1.0,
          flip: { horizontal: false, vertical: false },
          rotation: 0.0,
          scale: { x: 1.0, y: 1.0 },
          transform: { x: 0.0, y: 0.0 },
        },
        uniform_scale: { on: true, value: 1.0 },
      },
    ];
  });
  const audioSegment = (fileId: string, start: number, duration: number, volume: number) => {
    const id = material(fileId);
    if (!id) return [];
    return [
      {
        ...base(id, start, duration, 0),
        source_timerange: { start: 0, duration: us(duration) },
        speed: 1.0,
        volume,
        extra_material_refs: [speed()],
      },
    ];
  };
  const dialogueSegments = input.timeline.clips.flatMap((clip, i) =>
    clip.lines.flatMap((line) =>
      line.audioFileId && line.offset < clip.duration
        ? audioSegment(
            line.audioFileId,
            (starts[i] ?? 0) + line.offset,
            Math.min(line.duration, clip.duration - line.offset),
            line.kind === 'narration' ? input.settings.volumes.narration : input.settings.volumes.dialogue,
          )
        : [],
    ),
  );
  const narrationSegments = input.timeline.narration.flatMap((item) =>
    item.audioFileId && item.start < total
      ? audioSegment(
          item.audioFileId,
          item.start,
          Math.min(item.duration, total - item.start),
          input.settings.volumes.narration,
        )
      : [],
  );
  const bgm = input.settings.bgm;
  const bgmSegments = bgm
    ? audioSegment(bgm.fileId, 0, Math.min(total, input.media.get(bgm.fileId)?.duration ?? total), bgm.volume)
    : [];
  const textSegments =
    input.settings.subtitles === 'none'
      ? []
      : subtitleCues(input.timeline).map((cue) => {
          const id = hex();
          texts.push({
            id,
            type: 'subtitle',
            check_flag: 7,
            content: JSON.stringify({
              text: cue.text,
              styles: [
                {
                  fill: {
                    alpha: 1.0,
                    content: { render_type: 'solid', solid: { alpha: 1.0, color: [1, 1, 1] } },
                  },
                  range: [0, cue.text.length],
                  size: 8.0,
                  bold: false,
                  italic: false,
                  underline: false,
                  strokes: [],
                },
              ],
            }),
            alignment: 1,
            line_max_width: 0.82,
            line_spacing: 0.02,
            initial_scale: 1.0,
            words: { end_time: [], start_time: [], text: [] },
          });
          return {
            ...base(id, cue.start, cue.end - cue.start, 14000),
            source_timerange: null,
            speed: 1.0,
            volume: 1.0,
            extra_material_refs: [],
            clip: {
              alpha: 1.0,
              flip: { horizontal: false, vertical: false },
              rotation: 0.0,
              scale: { x: 1.0, y: 1.0 },
              transform: { x: 0.0, y: -0.8 },
            },
          };
        });
  const track = (type: string, name: string, segments: object[]) => ({
    attribute: 0,
    flag: 0,
    id: hex(),
    is_default_name: false,
    name,
    segments,
    type,
  });
  const tracks = [
    track('video', '画面', videoSegments),
    ...(dialogueSegments.length ? [track('audio', '对白', dialogueSegments)] : []),
    ...(narrationSegments.length ? [track('audio', '旁白', narrationSegments)] : []),
    ...(bgmSegments.length ? [track('audio', '背景音乐', bgmSegments)] : []),
    ...(textSegments.length ? [track('text', '字幕', textSegments)] : []),
  ];
  const now = Math.floor(Date.now() / 1000);
  const content = {
    canvas_config: { width, height, ratio: 'original' },
    color_space: 0,
    config: {
      maintrack_adsorb: true,
      subtitle_sync: true,
      video_mute: false,
      original_sound_last_index: 1,
      record_audio_last_index: 1,
      sticker_max_index: 1,
      adjust_max_index: 1,
      extract_audio_last_index: 1,
      lyrics_sync: true,
      material_save_mode: 0,
    },
    cover: null,
    create_time: now,
    update_time: now,
    duration: us(total),
    fps: 25.0,
    id: draftId,
    keyframes: {
      adjusts: [],
      audios: [],
      effects: [],
      filters: [],
      handwrites: [],
      stickers: [],
      texts: [],
      videos: [],
    },
    materials: {
      audios,
      videos,
      texts,
      speeds,
      audio_effects: [],
      audio_fades: [],
      beats: [],
      canvases: [],
      effects: [],
      images: [],
      material_animations: [],
      placeholders: [],
      sound_channel_mappings: [],
      stickers: [],
      transitions: [],
      video_effects: [],
      vocal_separations: [],
    },
    name: input.title,
    new_version: '110.0.0',
    platform: { app_source: 'lv', os: 'windows' },
    relationships: [],
    source: 'default',
    tracks,
    version: 360000,
  };
  const meta = {
    draft_id: draftId,
    draft_name: input.title,
    draft_fold_path: '',
    draft_root_path: '',
    draft_cover: '',
    draft_materials: [
      { type: 0, value: [] },
      { type: 1, value: [] },
      { type: 2, value: [] },
      { type: 3, value: [] },
      { type: 6, value: [] },
      { type: 7, value: [] },
      { type: 8, value: [] },
    ],
    draft_is_invisible: false,
    draft_type: '',
    tm_draft_create: now * 1_000_000,
    tm_draft_modified: now * 1_000_000,
    tm_duration: us(total),
  };
  return { draftId, content, meta };
}

export const CAPCUT_README = `剪映草稿导入说明
================

1. 关闭剪映专业版。
2. 解压本压缩包，得到一个以作品标题命名的文件夹（内含 draft_content.json、draft_meta_info.json 与 materials 素材目录）。
3. 把整个文件夹复制到剪映的草稿目录：
   - Windows：剪映 → 全局设置 → 草稿位置（默认 C:\\Users\\<用户名>\\AppData\\Local\\JianyingPro\\User Data\\Projects\\com.lveditor.draft）
   - macOS：~/Movies/JianyingPro/User Data/Projects/com.lveditor.draft
4. 重新打开剪映，在“本地草稿”里即可看到该草稿；画面、对白、旁白、背景音乐与字幕已分轨排好。

素材均为带有“AI生成”标识的成片素材。若剪映提示素材丢失，请确认 materials 目录与两个 json 文件在同一文件夹内。
`;
