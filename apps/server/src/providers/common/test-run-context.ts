import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InputFile, InputRole, RunContext } from '../model-provider';

/**
 * A RunContext for adapter contract tests: records progress and saved vendor ids, lets the test abort, and
 * writes small input files into a temp dir the test removes with `cleanup`.
 */
export async function createTestRun(options: { resume?: string | null } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'provider-test-'));
  const controller = new AbortController();
  const progress: number[] = [];
  const savedIds: string[] = [];
  const warnings: object[] = [];
  const ctx: RunContext = {
    signal: controller.signal,
    progress: (percent) => progress.push(percent),
    resumeProviderTaskId: options.resume ?? null,
    saveProviderTaskId: async (id) => {
      savedIds.push(id);
    },
    tmpDir: dir,
    log: { info: () => {}, warn: (obj) => warnings.push(obj) },
  };
  let count = 0;
  return {
    ctx,
    controller,
    progress,
    savedIds,
    warnings,
    /** A local input file with the given bytes; `publicUrl` when the test wants the URL path. */
    async file(role: InputRole, mime: string, bytes: string, publicUrl?: string): Promise<InputFile> {
      count += 1;
      const path = join(dir, `input-${count}`);
      await writeFile(path, bytes);
      return { role, mime, path, publicUrl: publicUrl ?? null };
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}
