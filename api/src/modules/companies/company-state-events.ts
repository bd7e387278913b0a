import type { EntityManager } from '@mikro-orm/core';
import { recordEvent } from '../../events/outbox.js';
import type { AppContext } from '../../graphql/context.js';
import type { CompanyStateChangedPayload } from '../../graphql/pubsub.js';
import { companyStateView } from './company-state.js';
import type { Company } from './company.entity.js';

/** What the companyStateChanged subscription announces for a company as it is now. */
export function stateChangedPayload(company: Company, changedBy: string, at: Date): CompanyStateChangedPayload {
  const view = companyStateView(company.state, company.location);
  return {
    companyId: company.id,
    accessCode: company.accessCode,
    state: company.state,
    label: view.label,
    color: view.color,
    readOnly: view.readOnly,
    endDate: company.endDate ?? null,
    changedBy,
    at: at.toISOString(),
  };
}

/**
 * Writes the state-change events, one per company, in the transaction of the change (the
 * outbox): a change that rolls back announces nothing, and one committed while Redis is away is
 * announced once it is back. Call announceCommitted after the commit to publish at once.
 */
export async function recordStateChanges(tx: EntityManager, ctx: AppContext, companies: readonly Company[]): Promise<void> {
  const at = new Date();
  const by = ctx.user?.name ?? '';
  for (const company of companies) await recordEvent(tx, 'COMPANY_STATE_CHANGED', String(company.id), stateChangedPayload(company, by, at));
}

/** After a commit that wrote events: this process publishes them now rather than at its next poll. */
export function announceCommitted(ctx: AppContext): void {
  ctx.services.outbox.nudge();
}
