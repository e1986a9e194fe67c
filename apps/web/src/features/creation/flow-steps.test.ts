import { describe, expect, it } from 'vitest';
import { isCreationStep, nextStep, previousStep, stepStates } from './flow-steps';

describe('stepStates', () => {
  it('opens only the story for a new project, the next step once tried', () => {
    expect(stepStates(0, 'create')).toEqual({
      create: 'current',
      art: 'open',
      artImage: 'locked',
      storyboard: 'locked',
    });
  });

  it('keeps reached steps open when going back', () => {
    expect(stepStates(3, 'create')).toEqual({
      create: 'current',
      art: 'done',
      artImage: 'done',
      storyboard: 'open',
    });
    expect(stepStates(4, 'art')).toEqual({
      create: 'done',
      art: 'current',
      artImage: 'done',
      storyboard: 'done',
    });
  });
});

describe('step order', () => {
  it('walks create → art → artImage → storyboard', () => {
    expect(nextStep('create')).toBe('art');
    expect(nextStep('storyboard')).toBeNull();
    expect(previousStep('art')).toBe('create');
    expect(previousStep('create')).toBeNull();
    expect(isCreationStep('artImage')).toBe(true);
    expect(isCreationStep('media')).toBe(false);
  });
});
