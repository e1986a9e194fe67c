// The final-cut feature is reached through its route pages (app/routes/route-pages.ts).
export { CutWorkspace } from './components/CutWorkspace';
