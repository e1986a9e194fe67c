import type { QueryClient } from '@tanstack/react-query';
import { SseClient } from '../../lib/sse-client';
import { emitStreamEvent, STREAM_OPEN_EVENT } from '../../lib/stream-events';
import { pointsKeys } from './api/points.api';
import type { BalanceView } from './points.types';
import { usePointsStore } from './stores/points.store';

let client: SseClient | null = null;

function isBalanceView(data: unknown): data is BalanceView {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as BalanceView).total === 'number' &&
    typeof (data as BalanceView).applyIntegral === 'number' &&
    typeof (data as BalanceView).giftIntegral === 'number'
  );
}

/** A pushed balance updates the store and the TanStack Query balance cache, so every view of it follows. */
export function applyPushedBalance(data: unknown, queryClient: QueryClient): void {
  if (!isBalanceView(data)) return;
  usePointsStore.getState().setIntegral(data);
  queryClient.setQueryData(pointsKeys.balance, data);
}

/** Spec §4: connect on the first non-login route when signed in and not already active. */
export function startPointsStream(queryClient: QueryClient): void {
  if (client?.active) return;
  client ??= new SseClient({
    // Stream errors are not the user's business: the client retries by itself; keep them for developers.
    onError: (error) => console.warn('[stream]', error.message),
    // Every event also goes to lib/stream-events, where other features (tasks) listen.
    onMessage: (message) => emitStreamEvent(message.event, message.data),
    // After a (re)connect, listeners may have missed events: they resync on this.
    onOpen: () => emitStreamEvent(STREAM_OPEN_EVENT, null),
  });
  client.on('balance', (data) => applyPushedBalance(data, queryClient));
  client.connect();
}

export function stopPointsStream(): void {
  client?.close();
  client = null;
}

export function isPointsStreamActive(): boolean {
  return client?.active ?? false;
}
