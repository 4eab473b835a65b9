import type { UploadedFile } from '@tms/domain/contract/club-registration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Uploads one registration file (multipart field `file`); its id then goes into `uploadedFilesId`. */
export function useUploadFileMutation() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<UploadedFile>('uploadFile', '/web/files', { method: 'POST', body });
    },
  });
}
