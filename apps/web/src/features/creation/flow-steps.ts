import { CREATION_STEPS, type CreationStep, STAGE_OF_STEP } from '@lizi/shared';

export type StepState = 'done' | 'current' | 'open' | 'locked';

/**
 * How the flow shows each step for a script at `stage` (the furthest reached, spec §4) standing on `current`:
 * reached steps can be reopened at any time; the one right after the stage can be tried (the server checks
 * its prerequisites and says what is missing); anything further is locked.
 */
export function stepStates(stage: number, current: CreationStep): Record<CreationStep, StepState> {
  const reached = Math.max(stage, 1);
  const out = {} as Record<CreationStep, StepState>;
  for (const step of CREATION_STEPS) {
    const s = STAGE_OF_STEP[step];
    out[step] = step === current ? 'current' : s <= reached ? 'done' : s === reached + 1 ? 'open' : 'locked';
  }
  return out;
}

export function nextStep(step: CreationStep): CreationStep | null {
  return CREATION_STEPS[CREATION_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: CreationStep): CreationStep | null {
  const i = CREATION_STEPS.indexOf(step);
  return i > 0 ? (CREATION_STEPS[i - 1] ?? null) : null;
}

export function isCreationStep(value: unknown): value is CreationStep {
  return typeof value === 'string' && (CREATION_STEPS as readonly string[]).includes(value);
}
