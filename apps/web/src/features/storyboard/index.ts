export { StoryboardVideoWorkspace } from './components/StoryboardVideoWorkspace';
export { StoryboardWorkspace } from './components/StoryboardWorkspace';
