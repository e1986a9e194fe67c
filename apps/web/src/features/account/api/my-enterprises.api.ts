import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface MyMembership {
  enterpriseId: number;
  name: string;
  enterpriseStatus: number;
  roleId: number;
  reviewStatus: number;
}

/** An application to open a new company (second-review status 1–4). */
export interface MyEnterpriseApplication {
  id: number;
  name: string;
  status: number;
  reviewNote: string | null;
}

export interface MyEnterprises {
  memberships: MyMembership[];
  applications: MyEnterpriseApplication[];
}

export const myEnterprisesQueryKey = ['account', 'myEnterprises'] as const;

/** GET /v1/user/enterprises: the user's memberships and company-opening applications. */
export function fetchMyEnterprises(): Promise<MyEnterprises> {
  return apiGet<MyEnterprises>('/v1/user/enterprises');
}

export const myEnterprisesQueryOptions = () =>
  queryOptions({ queryKey: myEnterprisesQueryKey, queryFn: fetchMyEnterprises, staleTime: 0 });

export function useMyEnterprises(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...myEnterprisesQueryOptions(), refetchInterval: options.refetchInterval });
}
