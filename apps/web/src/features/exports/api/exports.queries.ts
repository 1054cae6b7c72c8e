import {
  type ExportAllowance,
  type MailerExportRequest,
  type MailerExportResponse,
  TAG_CONTACTS_FILE_NAME,
  tagCompaniesFileName,
  type WorkRelationExportRequest,
} from '@adatlas/domain/exports';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRequestOptions, apiFetch, apiRequest, toApiError } from '../../../shared/api/apiClient.ts';
import { saveBlob } from '../../../shared/utils/saveBlob.ts';
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

/** What is exported: a list's search (its filters) or the records of one of the user's tags. */
export type ExportTarget = { filters: object } | { tag: { id: number; name: string } };

/** The call producing the file, and the name to use should the server's header name none. */
function exportCall(entity: ExportEntity, target: ExportTarget) {
  if ('filters' in target) {
    return {
      path: `/frontend/${entity}/export`,
      init: { method: 'POST' as const, body: target.filters },
      fallbackName: EXPORT_FILE_NAMES[entity],
    };
  }
  const { id, name } = target.tag;
  return entity === 'company'
    ? { path: `/frontend/tag/${id}/companies/export`, init: {}, fallbackName: tagCompaniesFileName(name) }
    : { path: `/frontend/tag/${id}/contacts/export`, init: {}, fallbackName: TAG_CONTACTS_FILE_NAME };
}

/** Runs a list's or a tag's export and saves the file. */
export function downloadExport(entity: ExportEntity, target: ExportTarget): Promise<string> {
  const { path, init, fallbackName } = exportCall(entity, target);
  return downloadFile(path, init, fallbackName);
}

/** The work-relation search as a file; no allowance applies to it (spec data §6). */
export function downloadWorkRelations(filters: WorkRelationExportRequest): Promise<string> {
  return downloadFile('/frontend/clc/export', { method: 'POST', body: filters }, 'work-relations.xlsx');
}

/**
 * Fetches the file and saves it under the server's name. A refusal (allowance exhausted) is the
 * button's to show, so the shell's 403 → /forbidden reaction is off.
 */
async function downloadFile(
  path: string,
  init: Pick<ApiRequestOptions, 'method' | 'body'>,
  fallbackName: string,
): Promise<string> {
  const response = await apiFetch(path, { ...init, handleSessionErrors: false });
  if (!response.ok) throw await toApiError(response, false);
  const blob = await response.blob();
  const name = downloadFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, name);
  return name;
}

export function exportToMailer(body: MailerExportRequest): Promise<MailerExportResponse> {
  return apiRequest<MailerExportResponse>('/frontend/contacts/export-to-mailer', {
    method: 'POST',
    body,
    handleSessionErrors: false,
  });
}
