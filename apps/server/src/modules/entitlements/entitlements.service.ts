import {
  KIND_ENTITLEMENTS,
  mayReadKind,
  mayRevealContact,
  type RecordKind,
  type RevealedContact,
  revealContact,
} from '@adatlas/domain/entitlements';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { ConsumptionService } from '../billing/consumption.service.ts';

/**
 * What a caller may see, decided once for every route: which kinds of record (scope and the
 * tenant's flag) and whose personal data (the reveal rule). Search objects, detail services and
 * every route that lists linked records ask here; none decides it on its own.
 */
export interface Entitlements {
  mayRead(ctx: RequestContext, kind: RecordKind): Promise<boolean>;
  /** FORBIDDEN_ERROR, as the route policy answers a missing scope, when the kind is not licensed. */
  assertMayRead(ctx: RequestContext, kind: RecordKind): Promise<void>;
  /** The rows as the caller may see them: private fields emptied where the reveal rule says so. */
  revealContacts<Row extends ContactRow>(
    ctx: RequestContext,
    rows: readonly Row[],
  ): Promise<RevealedContact<Row>[]>;
}

type ContactRow = { id: number } & Partial<
  Record<'email' | 'tel' | 'phone' | 'fax' | 'linkedin' | 'xing', string | null>
>;

export function createEntitlements(deps: {
  flags: FeatureGate;
  consumption: Pick<ConsumptionService, 'findOpenedInPeriod'>;
}): Entitlements {
  const entitlements: Entitlements = {
    async mayRead(ctx, kind) {
      if (!mayReadKind(ctx, kind)) return false;
      const { flag } = KIND_ENTITLEMENTS[kind];
      return flag === undefined || deps.flags.isEnabled(ctx, flag);
    },

    async assertMayRead(ctx, kind) {
      if (!(await entitlements.mayRead(ctx, kind))) {
        throw new AppError('FORBIDDEN_ERROR', `This licence does not include ${kind} records`);
      }
    },

    async revealContacts(ctx, rows) {
      const everyone = mayRevealContact(ctx, false);
      const opened = everyone
        ? new Set<number>()
        : await deps.consumption.findOpenedInPeriod(
            ctx,
            'contact',
            rows.map((row) => row.id),
          );
      return rows.map((row) => revealContact(row, everyone || opened.has(row.id)));
    },
  };
  return entitlements;
}
