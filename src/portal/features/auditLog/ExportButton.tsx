import { useState } from 'react';
import type { AuditFilters } from '@/api/auditLog';
import { useAppDispatch } from '@/app/store/hooks';
import { Button } from '@/components/Button';
import { exportAuditLog } from './auditLogActions';
import { exportFileName } from './auditLogRules';

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  orgId: string;
  orgName: string;
  /** The filters applied to the list: the export holds the same records. */
  filters: AuditFilters;
}

/** Downloads the filtered log as a CSV file, built by the server (at most 10,000 records, newest first). */
export function ExportButton({ orgId, orgName, filters }: ExportButtonProps) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const result = await dispatch(exportAuditLog(orgId, filters));
    setBusy(false);
    if (result.error || !result.response) return;
    const blob = new Blob([String(result.response.data)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(orgName, new Date());
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Preparing CSV…' : 'Download CSV'}
    </Button>
  );
}
