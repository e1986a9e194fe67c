export { applyWorkFavorite, setWorkFavorite, useWorkFavorite } from './api/work-favorite.api';
export { worksKeys } from './api/works-keys';
export { workDownloadUrl } from './api/works-list.api';
export * from './works.constants';
