import { createHash } from 'node:crypto';
import { LabelError } from './label-error';

/**
 * The implicit label of GB 45438-2025 / TC260-PG-20252A: one JSON object with exactly these keys in this
 * order. Readers in the wild compare the serialised text, so the order is part of the format.
 */
export interface AigcLabel {
  Label: '1';
  ContentProducer: string;
  ProduceID: string;
  ReservedCode1: string;
  ContentPropagator: string;
  PropagateID: string;
  ReservedCode2: string;
}

export const AIGC_LABEL_KEYS = [
  'Label',
  'ContentProducer',
  'ProduceID',
  'ReservedCode1',
  'ContentPropagator',
  'PropagateID',
  'ReservedCode2',
] as const satisfies readonly (keyof AigcLabel)[];

/** Long enough for any producer name and id; short enough that the label fits every container we write. */
const MAX_FIELD_LENGTH = 256;

export interface AigcLabelInput {
  producer: string;
  produceId: string;
  propagator?: string;
  propagateId?: string;
  /**
   * Fill the reserved codes with integrity codes (see `integrityCode`). Off by default: the standard leaves
   * them to the provider and an empty string is what most readers expect.
   */
  integrity?: boolean;
}

function checkField(name: string, value: string, required: boolean): string {
  if (typeof value !== 'string') throw new LabelError(`隐式标识字段 ${name} 必须是字符串`);
  if (required && value.trim() === '') throw new LabelError(`隐式标识字段 ${name} 不能为空`);
  if (value.length > MAX_FIELD_LENGTH) {
    throw new LabelError(`隐式标识字段 ${name} 过长（最多 ${MAX_FIELD_LENGTH} 个字符）`);
  }
  return value;
}

/**
 * A short SHA-256 prefix over the fields one party wrote (the producer's for ReservedCode1, the propagator's
 * for ReservedCode2, as the practice guide assigns them). It has no secret: it catches truncation and careless
 * edits by tools, not deliberate forgery.
 */
export function integrityCode(...fields: string[]): string {
  return createHash('sha256').update(fields.join('\n'), 'utf8').digest('hex').slice(0, 16);
}

export function buildAigcLabel(input: AigcLabelInput): AigcLabel {
  const producer = checkField('ContentProducer', input.producer, true);
  const produceId = checkField('ProduceID', input.produceId, true);
  const propagator = checkField('ContentPropagator', input.propagator ?? '', false);
  const propagateId = checkField('PropagateID', input.propagateId ?? '', false);
  const withPropagator = propagator !== '' || propagateId !== '';
  return {
    Label: '1',
    ContentProducer: producer,
    ProduceID: produceId,
    ReservedCode1: input.integrity ? integrityCode('1', producer, produceId) : '',
    ContentPropagator: propagator,
    PropagateID: propagateId,
    ReservedCode2: input.integrity && withPropagator ? integrityCode(propagator, propagateId) : '',
  };
}

/** Whether the reserved codes, when present, still match the fields they cover. Empty codes pass. */
export function hasIntactIntegrity(label: AigcLabel): boolean {
  if (
    label.ReservedCode1 &&
    label.ReservedCode1 !== integrityCode('1', label.ContentProducer, label.ProduceID)
  ) {
    return false;
  }
  if (
    label.ReservedCode2 &&
    label.ReservedCode2 !== integrityCode(label.ContentPropagator, label.PropagateID)
  ) {
    return false;
  }
  return true;
}

/** The label as compact JSON in the standard's key order, whatever order the object was built in. */
export function serializeAigcLabel(label: AigcLabel): string {
  const ordered: Record<string, string> = {};
  for (const key of AIGC_LABEL_KEYS) ordered[key] = label[key];
  return JSON.stringify(ordered);
}

/**
 * Reads a label from its JSON text. Missing optional fields become '' (other writers omit them); a text that
 * is not JSON, or lacks Label "1" and a producer, is not a label.
 */
export function parseAigcLabel(text: string): AigcLabel | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (String(record.Label) !== '1') return null;
  const field = (key: string) => {
    const v = record[key];
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  };
  return {
    Label: '1',
    ContentProducer: field('ContentProducer'),
    ProduceID: field('ProduceID'),
    ReservedCode1: field('ReservedCode1'),
    ContentPropagator: field('ContentPropagator'),
    PropagateID: field('PropagateID'),
    ReservedCode2: field('ReservedCode2'),
  };
}

export function sameAigcLabel(a: AigcLabel | null, b: AigcLabel): boolean {
  return a !== null && serializeAigcLabel(a) === serializeAigcLabel(b);
}
