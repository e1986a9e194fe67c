import { randomUUID } from 'node:crypto';
import type { ScriptLineKind } from '@lizi/shared';
import type { Tx } from '../points/ledger.repository';
import {
  clearContent,
  insertInitialRoles,
  insertLines,
  insertScenes,
  type LineInsert,
  listRoleBriefs,
  type SceneInsert,
} from './scripts.repository';

/** A whole script as the AI wrote it or the Excel sheet held it, before it is stored. */
export interface ParsedScript {
  title?: string;
  characters: { name: string; description: string; appearance: string; gender?: string; age?: string }[];
  scenes: {
    episode: number;
    heading: string;
    location: string;
    timeOfDay: string;
    description: string;
    lines: { kind: ScriptLineKind; roleName: string | null; text: string; emotion: string | null }[];
  }[];
}

/**
 * Replaces the script's content with `parsed` inside the caller's transaction: scenes, lines, and the
 * characters it names (new names only; existing characters keep their images). Dialogue lines are linked to
 * their character by name. The edit history starts over, since it spoke of lines that no longer exist.
 */
export async function replaceContent(tx: Tx, scriptId: string, userId: number, parsed: ParsedScript) {
  await clearContent(tx, scriptId);
  const speakers = parsed.scenes.flatMap((s) =>
    s.lines.filter((l) => l.kind === 'dialogue' && l.roleName).map((l) => l.roleName as string),
  );
  // Every speaker becomes a character, described or not, so the art step has someone to draw.
  const characters = [
    ...parsed.characters,
    ...speakers.map((name) => ({ name, description: '', appearance: '' })),
  ];
  await insertInitialRoles(tx, scriptId, userId, characters);
  const roleByName = new Map((await listRoleBriefs(tx, scriptId)).map((r) => [r.name, r.id]));

  const positions = new Map<number, number>();
  const sceneRows: SceneInsert[] = [];
  const lineRows: LineInsert[] = [];
  for (const scene of parsed.scenes) {
    const position = positions.get(scene.episode) ?? 0;
    positions.set(scene.episode, position + 1);
    const id = randomUUID();
    sceneRows.push({
      id,
      scriptId,
      episode: scene.episode,
      position,
      heading: scene.heading,
      location: scene.location,
      timeOfDay: scene.timeOfDay,
      description: scene.description,
    });
    scene.lines.forEach((line, i) => {
      lineRows.push({
        scriptId,
        sceneId: id,
        position: i,
        kind: line.kind,
        roleName: line.roleName,
        roleId: line.roleName ? (roleByName.get(line.roleName) ?? null) : null,
        text: line.text,
        emotion: line.emotion,
      });
    });
  }
  await insertScenes(tx, sceneRows);
  await insertLines(tx, lineRows);
  return { scenes: sceneRows.length, lines: lineRows.length };
}
