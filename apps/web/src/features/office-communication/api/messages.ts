import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@tms/domain/contract/list';
import type { AdminMessage, AdminMessageDetail, MessageInput, SentMessage } from '@tms/domain/contract/messages';
import { meQueryKey } from '@/api/get-me';
import { apiRequest } from '@/lib/api-client';

export type { AdminMessage } from '@tms/domain/contract/messages';

// The dashboard messages of the back-office: list, detail (recipient count), save, send, delete.
export const MESSAGES_PATH = '/admin/messages';
const messagesKey = ['admin', 'messages'] as const;

export function messagesQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...messagesKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<AdminMessage>>('listDashboardMessages', MESSAGES_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

export function messageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...messagesKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminMessageDetail>('getDashboardMessage', `${MESSAGES_PATH}/${id}`, { signal }),
    staleTime: 0,
    meta: { userScoped: true },
  });
}

function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: messagesKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    // The admin's own dashboard may show the news.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** POST /admin/messages (id null) or PUT /admin/messages/{id}. */
export function useSaveMessageMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MessageInput }) =>
      id === null
        ? apiRequest<AdminMessageDetail>('createDashboardMessage', MESSAGES_PATH, { method: 'POST', body })
        : apiRequest<AdminMessageDetail>('updateDashboardMessage', `${MESSAGES_PATH}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** POST /admin/messages/{id}/send: published and mailed once. */
export function useSendMessageMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<SentMessage>('sendDashboardMessage', `${MESSAGES_PATH}/${id}/send`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/messages/{id} */
export function useDeleteMessageMutation() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>('deleteDashboardMessage', `${MESSAGES_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
