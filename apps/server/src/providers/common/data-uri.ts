import { readFile } from 'node:fs/promises';

/** A file as a data URI, for vendors that accept inline base64 inputs (OpenAI, Ark, DashScope, Kling). */
export async function fileToDataUri(path: string, mime: string): Promise<string> {
  return `data:${mime};base64,${(await readFile(path)).toString('base64')}`;
}

export async function fileToBase64(path: string): Promise<string> {
  return (await readFile(path)).toString('base64');
}
