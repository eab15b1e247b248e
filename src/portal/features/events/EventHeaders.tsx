import type { EventHeaders as Headers } from '@/api/search';
import { headerRows } from './eventDetailRules';

/** Headers as a two-column table named by its caption. */
export function EventHeaders({ caption, headers }: { caption: string; headers: Headers | undefined }) {
  const rows = headerRows(headers);
  if (rows.length === 0) return <p className="event-detail__none">No {caption.toLowerCase()}</p>;
  return (
    <table className="event-detail__headers">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
