import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedFile } from '@tms/domain/contract/club-registration';
import type { ListPage } from '@tms/domain/contract/list';
import type { AdminPlace, AdminPlaceDetail, PlaceInput } from '@tms/domain/contract/places-office';
import { enumsQueryKey } from '@/api/get-enums';
import { staticQueryKey } from '@/api/get-static';
import { apiRequest } from '@/lib/api-client';

export type { AdminPlace, AdminPlaceDetail } from '@tms/domain/contract/places-office';

// Places in the back-office: list, detail, save, delete, and the place's files (upload, order, remove).
export const PLACES_PATH = '/admin/places';
const placesKey = ['admin', 'places'] as const;

export function placesQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: [...placesKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<ListPage<AdminPlace>>('listAdminPlaces', PLACES_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

export function placeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...placesKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminPlaceDetail>('getAdminPlace', `${PLACES_PATH}/${id}`, { signal }),
    staleTime: 0,
    meta: { userScoped: true },
  });
}

/** The office lists, the audit, and the public bundles the place pages read (shown changed at once). */
function useInvalidatePlaces() {
  const queryClient = useQueryClient();
  return (detail?: AdminPlaceDetail) => {
    if (detail) queryClient.setQueryData(placeQueryOptions(detail.id).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: [...placesKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: staticQueryKey });
    void queryClient.invalidateQueries({ queryKey: enumsQueryKey });
  };
}

/** POST /admin/places (id null) or PUT /admin/places/{id}. */
export function useSavePlaceMutation() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PlaceInput }) =>
      id === null
        ? apiRequest<AdminPlaceDetail>('createAdminPlace', PLACES_PATH, { method: 'POST', body })
        : apiRequest<AdminPlaceDetail>('updateAdminPlace', `${PLACES_PATH}/${id}`, { method: 'PUT', body }),
    onSuccess: (detail) => invalidate(detail),
  });
}

/** DELETE /admin/places/{id}: 409 in_use while matches, teams or referees use it. */
export function useDeletePlaceMutation() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('deleteAdminPlace', `${PLACES_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** POST /web/files with the file, then POST /admin/places/{id}/files with its id. */
export function useAddPlaceFileMutation() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: async ({ placeId, file }: { placeId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await apiRequest<UploadedFile>('uploadFile', '/web/files', { method: 'POST', body: form });
      return apiRequest<AdminPlaceDetail>('addAdminPlaceFile', `${PLACES_PATH}/${placeId}/files`, {
        method: 'POST',
        body: { fileId: uploaded.id },
      });
    },
    onSuccess: (detail) => invalidate(detail),
  });
}

/** PUT /admin/places/{id}/files/order */
export function useOrderPlaceFilesMutation() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ placeId, ids }: { placeId: number; ids: number[] }) =>
      apiRequest<AdminPlaceDetail>('orderAdminPlaceFiles', `${PLACES_PATH}/${placeId}/files/order`, {
        method: 'PUT',
        body: { ids },
      }),
    onSuccess: (detail) => invalidate(detail),
  });
}

/** DELETE /admin/places/{id}/files/{fileId} */
export function useRemovePlaceFileMutation() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ placeId, fileId }: { placeId: number; fileId: number }) =>
      apiRequest<AdminPlaceDetail>('deleteAdminPlaceFile', `${PLACES_PATH}/${placeId}/files/${fileId}`, {
        method: 'DELETE',
      }),
    onSuccess: (detail) => invalidate(detail),
  });
}
