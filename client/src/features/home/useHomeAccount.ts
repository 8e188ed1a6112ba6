import { useRecord } from '../../ui/resource';
import { HomeAccountDocument } from './home.generated';

/** The signed-in account and company over GraphQL (home.graphql → generated typed document). */
export function useHomeAccount() {
  const { data, loading, error } = useRecord(HomeAccountDocument, (d) => d.me);
  return { account: data?.me ?? null, company: data?.company ?? null, loading, error };
}
