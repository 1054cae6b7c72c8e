import type { Me, UpdateMeRequest } from '@adatlas/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueries } from '../../../shared/api/me.queries.ts';
import { sessionStore } from '../../../shared/session/sessionStore.ts';
import { meApi } from '../api/me.api.ts';

/**
 * PATCH /user/me, then the refreshed user replaces the session's (spec access §4: "then the user is
 * refreshed"). Forms show their own errors, so the global overlay stays out of it.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (changes: UpdateMeRequest) => meApi.update(changes),
    onSuccess: (me: Me) => {
      queryClient.setQueryData(meQueries.current(me.id).queryKey, me);
      sessionStore.updateUser(me);
    },
  });
}
