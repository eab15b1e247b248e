import type { AuditRecord } from '@/api/auditLog';
import { actorLabel, detailLines, objectLabel } from './auditLogRules';

/** Props of {@link AuditTable}. */
export interface AuditTableProps {
  records: AuditRecord[];
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The records, newest first: time, actor (with address and agent), action, object and details. */
export function AuditTable({ records }: AuditTableProps) {
  return (
    <div className="audit-table__scroll">
      <table className="audit-table">
        <caption className="visually-hidden">Audit log records, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Actor</th>
            <th scope="col">Action</th>
            <th scope="col">Object</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td data-label="Time"><time dateTime={record.time}>{timeFormat.format(new Date(record.time))}</time></td>
              <td data-label="Actor">
                <span className="audit-table__actor">{actorLabel(record)}</span>
                {record.ip ? <span className="audit-table__meta">{record.ip}</span> : null}
                {record.user_agent ? <span className="audit-table__meta" title={record.user_agent}>{record.user_agent}</span> : null}
              </td>
              <td data-label="Action"><code>{record.action}</code></td>
              <td data-label="Object" className="audit-table__object">{objectLabel(record)}</td>
              <td data-label="Details">
                <ul className="audit-table__details">
                  {detailLines(record.details).map((line) => <li key={line}>{line}</li>)}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
