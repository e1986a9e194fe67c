export { useScript } from './api/script.api';
export { useSetScriptStep } from './api/set-step.api';
export { ScriptEditor } from './components/ScriptEditor';
export { ScriptProjects } from './components/ScriptProjects';
export { ScriptWorkspace } from './components/ScriptWorkspace';
