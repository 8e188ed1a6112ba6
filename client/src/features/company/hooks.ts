/** Company data for /company: typed documents from company.graphql wrapped in small hooks. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CompanyInfoDocument, UpdateCompanyDocument, type CompanyInfoQuery, type UpdateCompanyInput } from '../../api/generated/graphql';
import { settle } from '../shared/outcome';

export type CompanyInfo = CompanyInfoQuery['company'];

export function useCompany() {
  const { data, loading, error, refetch } = useQuery(CompanyInfoDocument, { fetchPolicy: 'cache-and-network' });
  return { company: data?.company ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useUpdateCompany() {
  const [mutate, { loading }] = useMutation(UpdateCompanyDocument);
  const updateCompany = useCallback((input: UpdateCompanyInput) => settle(mutate({ variables: { input } }), (d) => d.updateCompany), [mutate]);
  return { updateCompany, loading };
}
