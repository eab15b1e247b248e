import type { ApiKey } from '@/api/apiKeys';
import { KeyRow } from './KeyRow';

/** Props of {@link KeysTable}. */
export interface KeysTableProps {
  keys: ApiKey[];
  appNames: Record<string, string>;
  revoking: string[];
  canRevoke: boolean;
  onRevoke: (key: ApiKey) => void;
}

/** The keys as a table (a card per key on phones, each value labelled). */
export function KeysTable({ keys, appNames, revoking, canRevoke, onRevoke }: KeysTableProps) {
  const now = Date.now();
  return (
    <div className="keys-table__scroll">
      <table className="keys-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Scopes</th>
            <th scope="col">Apps</th>
            <th scope="col">Creator</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} appNames={appNames} now={now} revoking={revoking.includes(key.id)} canRevoke={canRevoke} onRevoke={onRevoke} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
