/** The signed-in account's own data for /user and /changePassword (user.graphql). */
import { ChangePasswordDocument, MyProfileDocument, UpdateProfileDocument, type MyProfileQuery } from './user.generated';
import { useCommands, useRecord } from '../../ui/resource';

export type MyProfile = MyProfileQuery['me'];

export function useMyProfile() {
  const { record, loading, error, refetch } = useRecord(MyProfileDocument, (d) => d.me);
  return { me: record, loading, error, refetch };
}

export const useProfileCommands = () => useCommands({ update: UpdateProfileDocument, changePassword: ChangePasswordDocument });
