/** Company data for /company (company.graphql). */
import { CompanyInfoDocument, UpdateCompanyDocument, type CompanyInfoQuery } from './company.generated';
import { useCommands, useRecord } from '../../ui/resource';

export type CompanyInfo = CompanyInfoQuery['company'];

export function useCompany() {
  const { record, loading, error, refetch } = useRecord(CompanyInfoDocument, (d) => d.company);
  return { company: record, loading, error, refetch };
}

export const useCompanyCommands = () => useCommands({ update: UpdateCompanyDocument });
