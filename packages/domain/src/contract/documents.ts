import { z } from 'zod';
import { link, recordId, requiredText } from './common';
import { listPage, listQuery } from './list';

// The documents of the dashboard's "documents to download" card (PRODUCT_SPEC §2 dashboard, §3
// "File", folder `documents`): the office uploads a file (POST /web/files), publishes it with a title
// for the users of one language and orders the documents of each language.

export const DOCUMENT_LOCALES = ['cs', 'en'] as const;
export type DocumentLocale = (typeof DOCUMENT_LOCALES)[number];

export const dashboardDocument = z.object({
  id: z.number(),
  fileId: z.number(),
  locale: z.enum(DOCUMENT_LOCALES),
  title: z.string(),
  /** 0 first, within its language. */
  position: z.number(),
  filename: z.string(),
  extension: z.string(),
  size: z.number(),
  /** Downloads the file (GET /web/files/{id}), for every signed-in user. */
  url: z.string(),
  createdAt: z.string(),
});
export type DashboardDocument = z.infer<typeof dashboardDocument>;

/** GET /web/documents: the documents of both languages in their order; the dashboard shows its language's. */
export const dashboardDocuments = z.array(dashboardDocument);

export const documentListQuery = listQuery({
  sort: ['position', 'title', 'createdAt'],
  // `locale` is the export's language (listQuery): the documents' language filter is `language`.
  filters: { language: z.enum(DOCUMENT_LOCALES).optional() },
});
export type DocumentListQuery = z.output<typeof documentListQuery>;

export const adminDocument = dashboardDocument.extend({ links: z.array(link) });
export type AdminDocument = z.infer<typeof adminDocument>;
export const documentPage = listPage(adminDocument);

/** POST /admin/documents: publishes a file the user uploaded; it goes last in its language. */
export const documentInput = z.object({
  fileId: recordId,
  locale: z.enum(DOCUMENT_LOCALES),
  title: requiredText(200),
});
export type DocumentInput = z.input<typeof documentInput>;

/** PUT /admin/documents/{id}: its title and language (a new language puts it last there). */
export const documentUpdateInput = documentInput.omit({ fileId: true });
export type DocumentUpdateInput = z.input<typeof documentUpdateInput>;

/** PUT /admin/documents/order: every document of the language, in the new order. */
export const documentOrderInput = z.object({
  locale: z.enum(DOCUMENT_LOCALES),
  ids: z.array(recordId).max(500),
});
export type DocumentOrderInput = z.input<typeof documentOrderInput>;
