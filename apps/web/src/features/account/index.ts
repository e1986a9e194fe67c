export { AccountDialogs, accountDialogFor } from './components/AccountDialogs';
export { ProfileDialog } from './components/ProfileDialog';
export { ProjectApplyDialog } from './components/ProjectApplyDialog';
