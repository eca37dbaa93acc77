import type { DocumentFileFormat } from '@siao/shared';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../lib/jobs/types';
import { DOCUMENTS_EXTRACT_TEXT, DOCUMENTS_TRASH_PURGE, type ExtractTextPayload } from './job-names';
import { findVersionForExtraction, saveExtractedText } from './repository';
import { extractedTextOf } from './service';
import { purgeExpiredTrash } from './trash';

export function documentJobs(deps: AppDeps) {
  return [
    // the upload answers at once; the text (search, AI) follows. Running twice writes the same text.
    defineJob<ExtractTextPayload>({
      name: DOCUMENTS_EXTRACT_TEXT,
      retryLimit: 2,
      async handler({ documentId, version }) {
        const row = await findVersionForExtraction(deps.db, documentId, version);
        if (!row) return; // purged meanwhile
        const { fileKey: key, format, mime } = row.version;
        const text = await extractedTextOf(deps, { key, format: format as DocumentFileFormat, mime });
        await saveExtractedText(deps.db, row.document, version, text);
      },
    }),
    defineJob({
      name: DOCUMENTS_TRASH_PURGE,
      cron: deps.config.NODE_ENV === 'test' ? undefined : '15 */6 * * *',
      async handler() {
        // 500 per batch: loop until the trash holds nothing expired
        while ((await purgeExpiredTrash(deps)) === 500) {}
      },
    }),
  ];
}
