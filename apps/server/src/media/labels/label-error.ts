/**
 * Labelling failed: the message is Chinese and fit to show; `cause` keeps the underlying error (ffmpeg's
 * stderr, a parse failure) for the log. Callers decide the fallback (retry, publish unlabelled, fail the task).
 */
export class LabelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LabelError';
  }
}
