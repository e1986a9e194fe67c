import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { projectApplicationsKey } from './project-applications.api';

export interface ProjectApplicationReviewBody {
  enterpriseId?: number;
  id: number;
  action: 'approve' | 'reject';
  note?: string;
}

/** POST /v1/company/projectApplications/review */
export function reviewProjectApplication(body: ProjectApplicationReviewBody): Promise<null> {
  return apiPost<null>('/v1/company/projectApplications/review', body);
}

export function useReviewProjectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewProjectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectApplicationsKey }),
  });
}
