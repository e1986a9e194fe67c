import { apiGet, apiPost } from '../../../lib/api-client';

/** The only invoker the ticket check accepts (spec §5). */
export const TICKET_INVOKER = 'webgame';

/** POST /v1/cashier/ticket/check: resolves when the ticket is valid for this session, rejects otherwise. */
export function checkCashierTicket(ticket: string): Promise<{ valid: true; userId: number }> {
  return apiPost('/v1/cashier/ticket/check', { invoker: TICKET_INVOKER, ticket });
}

/** GET /v1/cashier/ticket: a fresh ticket for this session (app users only), when user info's has expired. */
export async function fetchCashierTicket(): Promise<string> {
  const { ticket } = await apiGet<{ ticket: string }>('/v1/cashier/ticket');
  return ticket;
}
