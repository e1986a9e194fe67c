export { useScript } from './api/script.api';
export { scriptKeys } from './api/script-keys';
export { useSetScriptStep } from './api/set-step.api';
export { ScriptEditor } from './components/ScriptEditor';
export { ScriptPicker } from './components/ScriptPicker';
export { ScriptProjects } from './components/ScriptProjects';
export { ScriptWorkspace } from './components/ScriptWorkspace';
export { useScriptParam } from './hooks/use-script-param';
