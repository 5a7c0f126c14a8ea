import { useState } from 'react';
import { ApiError, api } from '../../lib/api-client.ts';
import { Button } from '../button.tsx';
import { useNotices } from '../notices.tsx';
import { exportQuery, isFiltered, type ReviewFilter } from './application-filter.ts';

interface ExportCsvButtonProps {
  /** The export's address without its query: the filter is added to it. */
  path: string;
  fileName: string;
  filter: ReviewFilter;
  /** Nothing to export (the list is empty). */
  empty: boolean;
}

/** Downloads exactly what the filter shows, every page of it, as a CSV file. */
export function ExportCsvButton({ path, fileName, filter, empty }: ExportCsvButtonProps) {
  const notices = useNotices();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = exportQuery(filter);
      await api.download(`${path}${query ? `?${query}` : ''}`, fileName);
    } catch (err) {
      notices.error(err instanceof ApiError ? err.message : 'Download failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" onClick={exportCsv} disabled={exporting || empty}>
      {exporting ? 'Exporting...' : isFiltered(filter) ? 'Export CSV (filtered)' : 'Export CSV'}
    </Button>
  );
}
