export { ArtImageStep } from './components/ArtImageStep';
export { ArtStep } from './components/ArtStep';
