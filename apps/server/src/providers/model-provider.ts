import type { Capability, Vendor } from '@lizi/shared';

/**
 * The one interface every model vendor adapter implements (DESIGN.md §1, §6). The task engine resolves a task
 * type to a capability, picks a configured provider that serves it, and calls `run`. Adapters never touch
 * storage, the database or the ledger: they take inputs as files on local disk and hand back outputs as bytes,
 * local paths or (short-lived) vendor URLs, which the engine copies into our storage at once.
 */
export interface ModelProvider {
  readonly id: string;
  readonly vendor: Vendor;
  readonly capabilities: readonly Capability[];
  run(capability: Capability, input: ProviderInput, ctx: RunContext): Promise<ProviderOutput>;
  /** A cheap authenticated call (list models, system stats…) for the back office's connection test. */
  testConnection(signal?: AbortSignal): Promise<{ ok: true; detail: string }>;
  /** Streaming chat, for providers serving `chat` (scripts, storyboards). */
  chat?(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string>;
}

/** How a provider was configured: from the back office (key decrypted) or from env. */
export interface ProviderConfig {
  id: string;
  vendor: Vendor;
  name: string;
  baseUrl: string;
  apiKey: string | null;
  /** Kling's secret key (JWT signing); unused elsewhere. */
  secretKey?: string | null;
  /** Model id per capability, e.g. { 'image.generate': 'doubao-seedream-4-0-250828' }. */
  models: Partial<Record<Capability, string>>;
  capabilities: Capability[];
  /** How many tasks of this provider run at once in one worker process. */
  concurrency: number;
  /** Vendor-specific settings, e.g. ComfyUI workflow templates per capability. */
  options: Record<string, unknown>;
}

export type InputRole =
  | 'source'
  | 'mask'
  | 'reference'
  | 'face'
  | 'person'
  | 'garment'
  | 'firstFrame'
  | 'lastFrame'
  | 'video'
  | 'audio';

export interface InputFile {
  role: InputRole;
  mime: string;
  /** A local file holding the bytes (the engine materialises storage objects into a temp dir). */
  path: string;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
  /** A URL the vendor can fetch (signed, short-lived), when the server has a public base URL. */
  publicUrl?: string | null;
  /** For `reference` inputs from the reference params: which one (cref, sref, oref, roleRef, bgImage). */
  refKind?: string;
}

export interface ProviderInput {
  taskType: string;
  prompt?: string;
  negativePrompt?: string;
  files: InputFile[];
  /** Output count asked for. */
  count: number;
  aspectRatio?: string;
  resolution?: string;
  /** Pixel size derived from aspect ratio and resolution. */
  size?: { width: number; height: number };
  durationSeconds?: number;
  scale?: number;
  text?: string;
  voice?: string;
  speed?: number;
  features?: { bigMotion: boolean; highDetail: boolean; superFrame: boolean; multiCamera: boolean };
  cameraMove?: string;
  /** Everything else the task params held, for adapters that map more. */
  extra: Record<string, unknown>;
}

export interface RunContext {
  signal: AbortSignal;
  /** 0–100; the engine throttles writes and events. */
  progress(percent: number): void;
  /** The vendor's task id when a previous attempt already submitted: poll it instead of submitting again. */
  resumeProviderTaskId: string | null;
  /** Store the vendor's task id as soon as it is known, so a crashed worker's successor can resume. */
  saveProviderTaskId(id: string): Promise<void>;
  /** A private temp dir for this run, removed afterwards. */
  tmpDir: string;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export type OutputKind = 'image' | 'video' | 'audio';

export type ProviderOutputFile =
  | { kind: OutputKind; data: Buffer; mime?: string }
  | { kind: OutputKind; path: string; mime?: string }
  | { kind: OutputKind; url: string; mime?: string; headers?: Record<string, string> };

export interface ProviderOutput {
  files: ProviderOutputFile[];
  /** The vendor's own id for the job, kept on the task for support. */
  providerTaskId?: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  model?: string;
  temperature?: number;
  /** Ask for a JSON object answer where the vendor supports it. */
  json?: boolean;
}
