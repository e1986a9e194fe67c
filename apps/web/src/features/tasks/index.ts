export { useActiveTaskCount } from './api/active-task-count.api';
export { cancelTask, useCancelTask } from './api/cancel-task.api';
export { retryTask, useRetryTask } from './api/retry-task.api';
export { newIdempotencyKey, submitTask, useSubmitTask } from './api/submit-task.api';
export { fetchTask, useTask } from './api/task.api';
export {
  fetchTaskCatalogue,
  taskCatalogueQueryOptions,
  useTaskCatalogueItem,
} from './api/task-catalogue.api';
export { type TaskListFilter, tasksKeys } from './api/task-keys';
export { fetchTasks, useTasksList } from './api/tasks-list.api';
export { type UploadOptions, uploadFile } from './api/upload-file.api';
export { TaskCentreButton } from './components/TaskCentreButton';
export { TaskCentreDrawer } from './components/TaskCentreDrawer';
export { TaskResultPanel } from './components/TaskResultPanel';
export { TaskStatusTag } from './components/TaskStatusTag';
export { useFollowedTask } from './hooks/use-followed-task';
export { useTaskEvents } from './hooks/use-task-events';
export { applyTaskUpdate, isTaskView } from './task-cache';
export { outputDownloadUrl, outputViewerItem } from './task-output';
export { formatTaskTime, taskLabel, tasksText } from './tasks-text';
