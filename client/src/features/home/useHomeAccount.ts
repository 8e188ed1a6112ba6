import { useQuery } from '@apollo/client/react';
import { HomeAccountDocument } from './home.generated';

/** The signed-in account and company over GraphQL (home.graphql → generated typed document). */
export function useHomeAccount() {
  const { data, loading, error } = useQuery(HomeAccountDocument, { fetchPolicy: 'cache-and-network' });
  return { account: data?.me ?? null, company: data?.company ?? null, loading, error };
}
