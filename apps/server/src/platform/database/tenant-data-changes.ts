import type { Databases } from './databases.ts';
import { createNotifyListener } from './notify-listener.ts';
import { TENANT_DATA_CHANNEL } from './tenant-data-cache.ts';

/**
 * Calls `onChange` with the schema of a tenant whose market data changed (the shared tables'
 * triggers notify on commit, whoever wrote); answers what stops listening.
 */
export type TenantDataChanges = (onChange: (schema: string) => void) => () => Promise<void>;

/** Changes heard on every server holding tenants, each through a LISTEN connection of its own. */
export function tenantDataChanges(databases: Databases): TenantDataChanges {
  return (onChange) => {
    const listeners = databases.tenantServerUrls().map((url) =>
      createNotifyListener({
        url,
        channel: TENANT_DATA_CHANNEL,
        onNotify: onChange,
        onStateChange: () => undefined,
      }),
    );
    return async () => {
      await Promise.all(listeners.map((listener) => listener.close()));
    };
  };
}
