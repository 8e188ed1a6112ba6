/** The signed-in account's own data for /user and /changePassword (user.graphql). */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ChangePasswordDocument,
  MyProfileDocument,
  UpdateProfileDocument,
  type ChangePasswordInput,
  type MyProfileQuery,
  type UpdateProfileInput,
} from '../../api/generated/graphql';
import { settle } from '../shared/outcome';

export type MyProfile = MyProfileQuery['me'];

export function useMyProfile() {
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  return { me: data?.me ?? null, loading, error, refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]) };
}

export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileDocument);
  const updateProfile = useCallback((input: UpdateProfileInput) => settle(mutate({ variables: { input } }), (d) => d.updateProfile), [mutate]);
  return { updateProfile, loading };
}

export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);
  const changePassword = useCallback((input: ChangePasswordInput) => settle(mutate({ variables: { input } }), (d) => d.changePassword), [mutate]);
  return { changePassword, loading };
}
