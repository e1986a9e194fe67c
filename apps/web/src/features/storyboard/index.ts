export { StoryboardStep } from './components/StoryboardStep';
export { StoryboardVideoWorkspace } from './components/StoryboardVideoWorkspace';
export { StoryboardWorkspace } from './components/StoryboardWorkspace';
