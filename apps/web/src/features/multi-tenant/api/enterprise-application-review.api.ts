import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { enterpriseApplicationsKey } from './enterprise-applications.api';
import { platformEnterprisesKey } from './platform-enterprises.api';

export interface EnterpriseApplicationReview {
  id: number;
  action: 'approve' | 'reject';
  note?: string;
}

/** POST /v1/platform/enterpriseApplications/:id/review — approval opens the company. */
export function reviewEnterpriseApplication({
  id,
  action,
  note,
}: EnterpriseApplicationReview): Promise<null> {
  return apiPost<null>(`/v1/platform/enterpriseApplications/${id}/review`, { action, note });
}

export function useReviewEnterpriseApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEnterpriseApplication,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: enterpriseApplicationsKey });
      await queryClient.invalidateQueries({ queryKey: platformEnterprisesKey });
    },
  });
}
