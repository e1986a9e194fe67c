import { describe, expect, it } from 'vitest';
import { fillWorkflow, parseWorkflowTemplate, placeholdersOf, type WorkflowGraph } from './comfyui-workflow';
import { COMFYUI_WORKFLOW_EXAMPLES } from './comfyui-workflow-templates';

const template: WorkflowGraph = {
  '3': { class_type: 'KSampler', inputs: { seed: '{{seed}}', steps: 20, model: ['4', 0] } },
  '5': {
    class_type: 'EmptyLatentImage',
    inputs: { width: '{{ width }}', height: '{{height}}', batch_size: 1 },
  },
  '6': {
    class_type: 'CLIPTextEncode',
    inputs: { text: 'masterpiece, {{prompt}}, {{seed}}', clip: ['4', 1] },
  },
};

describe('workflow templates', () => {
  it('finds the placeholders', () => {
    expect([...placeholdersOf(template)].sort()).toEqual(['height', 'prompt', 'seed', 'width']);
  });

  it('keeps the type of a whole-string placeholder and interpolates inside text', () => {
    const filled = fillWorkflow(template, { seed: 7, width: 512, height: 768, prompt: '猫' });
    expect(filled['3']?.inputs).toEqual({ seed: 7, steps: 20, model: ['4', 0] });
    expect(filled['5']?.inputs).toEqual({ width: 512, height: 768, batch_size: 1 });
    expect(filled['6']?.inputs.text).toBe('masterpiece, 猫, 7');
    // The template itself is left untouched for the next run.
    expect(template['3']?.inputs.seed).toBe('{{seed}}');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillWorkflow(template, { seed: 1 })).toThrowError(/width/);
  });

  it('accepts graphs as objects or JSON text and refuses anything else', () => {
    expect(parseWorkflowTemplate(template)).toBe(template);
    expect(parseWorkflowTemplate(JSON.stringify(template))).toEqual(template);
    expect(parseWorkflowTemplate('{not json')).toBeNull();
    expect(parseWorkflowTemplate({})).toBeNull();
    expect(parseWorkflowTemplate({ '1': { inputs: {} } })).toBeNull();
    expect(parseWorkflowTemplate([template])).toBeNull();
  });

  it('ships example graphs in API format using the documented nodes', () => {
    const classes = COMFYUI_WORKFLOW_EXAMPLES.map((e) =>
      Object.values(e.workflow)
        .map((n) => n.class_type)
        .sort(),
    );
    expect(classes[0]).toEqual(
      expect.arrayContaining(['CheckpointLoaderSimple', 'KSampler', 'SaveImage', 'EmptyLatentImage']),
    );
    expect(classes[1]).toEqual(['ImageUpscaleWithModel', 'LoadImage', 'SaveImage', 'UpscaleModelLoader']);
    for (const example of COMFYUI_WORKFLOW_EXAMPLES) {
      expect(parseWorkflowTemplate(example.workflow)).not.toBeNull();
      // Every link points at a node of the same graph.
      for (const node of Object.values(example.workflow))
        for (const value of Object.values(node.inputs))
          if (Array.isArray(value)) expect(Object.keys(example.workflow)).toContain(value[0]);
    }
  });
});

describe('reference weights', () => {
  it('fills the weight placeholders from the task refs, with the controls’ defaults for unsent ones', async () => {
    const { referenceScalars } = await import('./comfyui.provider');
    const input = {
      taskType: 'gcimg-storyboard-byfusion',
      files: [],
      count: 1,
      extra: { refs: { face_w: 90, raw: true } },
    };
    const values = referenceScalars(input);
    expect(values).toEqual({
      ref_weight: 1,
      face_weight: 0.9,
      subject_weight: 0.6,
      chaos: 0,
      stylize: 100,
      raw: true,
    });
    const graph = { '3': { class_type: 'IPAdapter', inputs: { weight: '{{face_weight}}', raw: '{{raw}}' } } };
    expect(fillWorkflow(graph, values)['3']?.inputs).toEqual({ weight: 0.9, raw: true });
  });
});
