import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '@tms/domain/contract/list';
import type {
  BankStatementRow,
  StatementFileInput,
  StatementImportInput,
  StatementPreview,
} from '@tms/domain/contract/payments';
import { apiRequest } from '@/lib/api-client';

export type { BankStatementRow, StatementPreview } from '@tms/domain/contract/payments';

export const BANK_STATEMENTS_PATH = '/admin/bank-statements';

export function bankStatementsQueryOptions(query: Record<string, string>) {
  return queryOptions({
    queryKey: ['admin', 'bank-statements', query],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<BankStatementRow>>('listBankStatements', BANK_STATEMENTS_PATH, { signal, query }),
    placeholderData: keepPreviousData,
    meta: { userScoped: true },
  });
}

/** POST /admin/bank-statements/preview: reads and matches the file; writes nothing. */
export function usePreviewStatementMutation() {
  return useMutation({
    mutationFn: (body: StatementFileInput) =>
      apiRequest<StatementPreview>('previewBankStatement', `${BANK_STATEMENTS_PATH}/preview`, { method: 'POST', body }),
  });
}

/** POST /admin/bank-statements: books the confirmed rows; every finance shown loads again. */
export function useImportStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatementImportInput) =>
      apiRequest<{ statementId: number; booked: number; alreadyBooked: number; skipped: number }>(
        'importBankStatement',
        BANK_STATEMENTS_PATH,
        { method: 'POST', body },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
