import { ProviderError } from '../provider-error';

/**
 * A ComfyUI graph in API format ("Save (API)"): node id → { class_type, inputs }, where an input is a literal
 * or a link [nodeId, outputIndex]. Templates hold string placeholders such as "{{prompt}}" in the inputs.
 */
export type WorkflowGraph = Record<
  string,
  { class_type: string; inputs: Record<string, unknown>; [k: string]: unknown }
>;

export type PlaceholderValue = string | number | boolean;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const WHOLE_PLACEHOLDER = /^\{\{\s*([A-Za-z0-9_]+)\s*\}\}$/;

/** A template from the back office: an object, or the same pasted as JSON text. Null when it is not a graph. */
export function parseWorkflowTemplate(value: unknown): WorkflowGraph | null {
  let graph = value;
  if (typeof value === 'string') {
    try {
      graph = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!graph || typeof graph !== 'object' || Array.isArray(graph)) return null;
  const nodes = Object.values(graph);
  const isNode = (node: unknown) =>
    !!node &&
    typeof node === 'object' &&
    typeof (node as { class_type?: unknown }).class_type === 'string' &&
    typeof (node as { inputs?: unknown }).inputs === 'object';
  return nodes.length > 0 && nodes.every(isNode) ? (graph as WorkflowGraph) : null;
}

/** Every placeholder name the template uses. */
export function placeholdersOf(template: WorkflowGraph): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string')
      for (const match of value.matchAll(PLACEHOLDER)) names.add(match[1] as string);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(template);
  return names;
}

/**
 * A copy of the template with placeholders replaced. A string that is exactly one placeholder takes the value
 * with its type, so "{{seed}}" becomes a number as KSampler's INT input requires; a placeholder inside longer
 * text ("masterpiece, {{prompt}}") is interpolated as text. A placeholder without a value is a template error.
 */
export function fillWorkflow(
  template: WorkflowGraph,
  values: Record<string, PlaceholderValue>,
): WorkflowGraph {
  const lookup = (name: string): PlaceholderValue => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw placeholderError(name);
    return value;
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE_PLACEHOLDER.exec(value);
      if (whole) return lookup(whole[1] as string);
      return value.replace(PLACEHOLDER, (_m, name: string) => String(lookup(name)));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(template) as WorkflowGraph;
}

/** A template naming a placeholder this adapter does not fill: the back office has to fix the template. */
export function placeholderError(name: string): ProviderError {
  return new ProviderError('not_configured', `workflow placeholder {{${name}}} has no value`, {
    userMessage: 'ComfyUI 工作流模板配置有误，请管理员检查',
  });
}
