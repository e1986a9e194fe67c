export { ScriptWorkspace } from './components/ScriptWorkspace';
