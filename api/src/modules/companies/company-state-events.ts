import type { AppContext } from '../../graphql/context.js';
import type { CompanyStateChangedPayload } from '../../graphql/pubsub.js';
import { readLocation } from './company-json.js';
import { stateView } from './company-state.js';
import type { Company } from './company.entity.js';

/** What the companyStateChanged subscription announces for a company as it is now. */
export function stateChangedPayload(company: Company, changedBy: string, at: Date): CompanyStateChangedPayload {
  const view = stateView(company.state, readLocation(company.location).readOnly);
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
 * Announces committed state changes, one event per company. Called only after the transaction
 * has returned: a change that rolled back is never announced.
 */
export function publishStateChanges(ctx: AppContext, companies: readonly Company[]): void {
  const at = new Date();
  const by = ctx.user?.name ?? '';
  for (const company of companies) ctx.services.pubsub.publish('COMPANY_STATE_CHANGED', stateChangedPayload(company, by, at));
}
