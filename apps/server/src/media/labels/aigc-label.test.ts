import { describe, expect, it } from 'vitest';
import {
  AIGC_LABEL_KEYS,
  buildAigcLabel,
  hasIntactIntegrity,
  parseAigcLabel,
  serializeAigcLabel,
} from './aigc-label';
import { LabelError } from './label-error';

describe('AIGC label', () => {
  it('has exactly the standard keys in the standard order, reserved codes empty by default', () => {
    const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'task-1' });
    expect(Object.keys(label)).toEqual([...AIGC_LABEL_KEYS]);
    expect(label).toEqual({
      Label: '1',
      ContentProducer: '栗子工坊',
      ProduceID: 'task-1',
      ReservedCode1: '',
      ContentPropagator: '',
      PropagateID: '',
      ReservedCode2: '',
    });
  });

  it('serialises in key order whatever order the object was built in', () => {
    const label = buildAigcLabel({ producer: 'p', produceId: 'i', propagator: 'q', propagateId: 'j' });
    const shuffled = Object.fromEntries(Object.entries(label).reverse()) as typeof label;
    expect(serializeAigcLabel(shuffled)).toBe(
      '{"Label":"1","ContentProducer":"p","ProduceID":"i","ReservedCode1":"","ContentPropagator":"q","PropagateID":"j","ReservedCode2":""}',
    );
  });

  it('fills integrity codes on request and detects an edited field', () => {
    const label = buildAigcLabel({
      producer: 'p',
      produceId: 'i',
      propagator: 'q',
      propagateId: 'j',
      integrity: true,
    });
    expect(label.ReservedCode1).toMatch(/^[0-9a-f]{16}$/);
    expect(label.ReservedCode2).toMatch(/^[0-9a-f]{16}$/);
    expect(hasIntactIntegrity(label)).toBe(true);
    expect(hasIntactIntegrity({ ...label, ProduceID: 'other' })).toBe(false);
    expect(hasIntactIntegrity({ ...label, PropagateID: 'other' })).toBe(false);
    const noPropagator = buildAigcLabel({ producer: 'p', produceId: 'i', integrity: true });
    expect(noPropagator.ReservedCode2).toBe('');
  });

  it('refuses an empty producer or id and over-long fields, in Chinese', () => {
    expect(() => buildAigcLabel({ producer: ' ', produceId: 'x' })).toThrow(LabelError);
    expect(() => buildAigcLabel({ producer: 'p', produceId: '' })).toThrow(/ProduceID/);
    expect(() => buildAigcLabel({ producer: 'p', produceId: 'x'.repeat(300) })).toThrow(/过长/);
  });

  it('parses labels from other writers, filling missing fields, and rejects non-labels', () => {
    expect(parseAigcLabel('{"Label":1,"ContentProducer":"x","ProduceID":"y"}')).toEqual({
      Label: '1',
      ContentProducer: 'x',
      ProduceID: 'y',
      ReservedCode1: '',
      ContentPropagator: '',
      PropagateID: '',
      ReservedCode2: '',
    });
    expect(parseAigcLabel('not json')).toBeNull();
    expect(parseAigcLabel('[1]')).toBeNull();
    expect(parseAigcLabel('{"Label":"0"}')).toBeNull();
  });
});
