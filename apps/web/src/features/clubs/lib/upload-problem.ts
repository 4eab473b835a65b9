import { FILE_UPLOAD_LIMITS } from '@tms/domain/contract/club-registration';
import { isApiError } from '@/lib/api-client';

/** Why a file is not taken: too large (413), not an accepted type (415), or another failure. */
export type UploadProblem = 'tooLarge' | 'wrongType' | 'failed';

/** Accepted extensions as the file picker's `accept` list. */
export const ACCEPTED_FILES = FILE_UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`).join(',');

export const MAX_FILE_MEGABYTES = FILE_UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/** The problem seen before uploading (the server checks again and answers 413 or 415). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (file.size > FILE_UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  const extension = file.name.includes('.') ? file.name.split('.').at(-1)?.toLowerCase() : undefined;
  if (!extension || !(FILE_UPLOAD_LIMITS.extensions as readonly string[]).includes(extension)) return 'wrongType';
  return null;
}

/** The problem of a refused upload. */
export function uploadProblem(error: unknown): UploadProblem {
  if (isApiError(error, 413)) return 'tooLarge';
  if (isApiError(error, 415)) return 'wrongType';
  return 'failed';
}
