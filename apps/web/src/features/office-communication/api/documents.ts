import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedFile } from '@tms/domain/contract/club-registration';
import type {
  AdminDocument,
  DocumentInput,
  DocumentOrderInput,
  DocumentUpdateInput,
} from '@tms/domain/contract/documents';
import type { ListPage } from '@tms/domain/contract/list';
import { apiRequest } from '@/lib/api-client';

export type { AdminDocument } from '@tms/domain/contract/documents';

// The dashboard's documents in the back-office: list, publish (upload, then publish), change, order, delete.
export const DOCUMENTS_PATH = '/admin/documents';
const documentsKey = ['admin', 'documents'] as const;

export function documentsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...documentsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<AdminDocument>>('listAdminDocuments', DOCUMENTS_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: documentsKey });
    void queryClient.invalidateQueries({ queryKey: ['web', 'documents'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

/** POST /web/files with the file, then POST /admin/documents with its id. */
export function usePublishDocumentMutation() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: async ({ file, ...body }: Omit<DocumentInput, 'fileId'> & { file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await apiRequest<UploadedFile>('uploadFile', '/web/files', { method: 'POST', body: form });
      return apiRequest<AdminDocument>('createDocument', DOCUMENTS_PATH, {
        method: 'POST',
        body: { ...body, fileId: uploaded.id },
      });
    },
    onSuccess: invalidate,
  });
}

/** PUT /admin/documents/{id} */
export function useUpdateDocumentMutation() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DocumentUpdateInput }) =>
      apiRequest<AdminDocument>('updateDocument', `${DOCUMENTS_PATH}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** PUT /admin/documents/order */
export function useOrderDocumentsMutation() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (body: DocumentOrderInput) =>
      apiRequest<null>('orderDocuments', `${DOCUMENTS_PATH}/order`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/documents/{id} */
export function useDeleteDocumentMutation() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('deleteDocument', `${DOCUMENTS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
