import type { ExportAllowance, MailerExportRequest, MailerExportResponse } from '@adatlas/domain/exports';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiRequest, toApiError } from '../../../shared/api/apiClient.ts';
import { downloadFileName } from '../utils/downloadFileName.ts';

export type ExportEntity = 'company' | 'contact';

export const EXPORT_FILE_NAMES: Record<ExportEntity, string> = {
  company: 'company-list.xlsx',
  contact: 'contact-list.xlsx',
};

export const exportQueries = {
  all: ['exports'] as const,
  /** Fetched each time the dialog opens: another tab may have exported meanwhile. */
  allowance: () =>
    queryOptions({
      queryKey: ['exports', 'allowance'],
      queryFn: ({ signal }) => apiRequest<ExportAllowance>('/frontend/exports/allowance', { signal }),
      staleTime: 0,
    }),
};

/**
 * Runs the export and saves the file under the server's name. A refusal (allowance exhausted)
 * is the dialog's to show, so the shell's 403 → /forbidden reaction is off.
 */
export async function downloadExport(entity: ExportEntity, filters: object): Promise<string> {
  const response = await apiFetch(`/frontend/${entity}/export`, {
    method: 'POST',
    body: filters,
    handleSessionErrors: false,
  });
  if (!response.ok) throw await toApiError(response, false);
  const blob = await response.blob();
  const name = downloadFileName(response.headers.get('content-disposition'), EXPORT_FILE_NAMES[entity]);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function exportToMailer(body: MailerExportRequest): Promise<MailerExportResponse> {
  return apiRequest<MailerExportResponse>('/frontend/contacts/export-to-mailer', {
    method: 'POST',
    body,
    handleSessionErrors: false,
  });
}
