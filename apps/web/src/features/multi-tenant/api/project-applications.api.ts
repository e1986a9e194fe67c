import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cleanParams, type Page, type PageQuery } from './page.types';

export interface ProjectApplication {
  id: number;
  userId: number;
  realname: string;
  teamName: string;
  projectType: string;
  reason: string;
  /** Second-review status 1–4. */
  status: number;
  reviewNote: string | null;
  createdAt: string;
}

export interface ProjectApplicationsQuery extends PageQuery {
  enterpriseId?: number;
  status?: number;
}

export const projectApplicationsKey = ['multiTenant', 'projectApplications'] as const;

/** GET /v1/company/projectApplications */
export function fetchProjectApplications(query: ProjectApplicationsQuery): Promise<Page<ProjectApplication>> {
  return apiGet<Page<ProjectApplication>>('/v1/company/projectApplications', { params: cleanParams(query) });
}

export const projectApplicationsQueryOptions = (query: ProjectApplicationsQuery) =>
  queryOptions({
    queryKey: [...projectApplicationsKey, query],
    queryFn: () => fetchProjectApplications(query),
    placeholderData: keepPreviousData,
  });

export function useProjectApplications(query: ProjectApplicationsQuery, enabled = true) {
  return useQuery({ ...projectApplicationsQueryOptions(query), enabled });
}
