import type { AiWriteBody } from '@lizi/shared';

/**
 * A write the new-script dialog asked for, started by the editor once it opens the new project (the dialog
 * closes at once; the editor owns the stream and shows it).
 */
const pending = new Map<string, AiWriteBody>();

export function queueWrite(scriptId: string, body: AiWriteBody) {
  pending.set(scriptId, body);
}

export function takeQueuedWrite(scriptId: string): AiWriteBody | undefined {
  const body = pending.get(scriptId);
  pending.delete(scriptId);
  return body;
}
