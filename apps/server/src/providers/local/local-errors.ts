import { FfmpegError } from '../../media/ffmpeg';
import { ProviderError } from '../provider-error';

/** A final error the user can fix by changing the input; `userMessage` says how, in Chinese. */
export const badInput = (detail: string, userMessage: string) =>
  new ProviderError('bad_input', detail, { userMessage });

/**
 * What a local run throws: the abort reason untouched when the task was cancelled (the engine owns
 * cancellation), a ProviderError as it is, anything else as a final 'failed' with ffmpeg's stderr tail kept
 * for the log. Local processing has no transient vendor to retry against.
 */
export function localFailure(err: unknown, signal: AbortSignal, userMessage: string): unknown {
  if (signal.aborted) return signal.reason;
  if (err instanceof ProviderError) return err;
  const detail =
    err instanceof FfmpegError
      ? `${err.message}: ${err.stderr.slice(-1500)}`
      : err instanceof Error
        ? err.message
        : String(err);
  return new ProviderError('failed', detail, { userMessage, cause: err });
}

/** Maps 0–1 of one stage onto its share of the task's 0–100 progress. */
export const stageProgress =
  (progress: (percent: number) => void, from: number, to: number) => (fraction: number) =>
    progress(Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction))));
