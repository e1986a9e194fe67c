export { AudioWorkspace } from './components/AudioWorkspace';
