import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * The data a page was rendered with on the server, sent in the page beside the rendered HTML as
 * `<script type="application/json" id="ssf-state">` (data, never run: the Content-Security-Policy
 * allows no inline script), and read by the app before it takes the page over (main.tsx).
 * See docs/decisions/0220-server-rendered-pages.md.
 */
export const RENDERED_STATE_ID = 'ssf-state';

/** A failed read as it travels: the parts of an ApiError the pages read. */
interface SentError {
  status: number;
  message: string;
  details?: ApiError['details'];
  data?: unknown;
}

type Query = DehydratedState['queries'][number];

/** What travels: the reads, and the dates and times the page shows as the server wrote them (lib/dates.ts). */
export interface SentState extends DehydratedState {
  dates?: Record<string, string>;
}

/** On the server: the reads with their failures as plain data (an ApiError does not survive JSON). */
export function sendableState(state: DehydratedState, dates: Record<string, string> = {}): SentState {
  const queries = state.queries.map((q): Query => {
    const error = q.state.error;
    if (!(error instanceof ApiError)) return q;
    const sent: SentError = {
      status: error.status,
      message: error.message,
      details: error.details,
      data: error.data,
    };
    return { ...q, state: { ...q.state, error: sent as unknown as Error } };
  });
  return { ...state, queries, dates };
}

/**
 * In the browser: the reads as the app's own, failures as ApiErrors again, and as fresh as now:
 * the page's HTML is kept only until a write changes what it shows (the server's response cache),
 * so its data is as current as a read made now. The dates travel beside the reads and are not
 * theirs (main.tsx gives them to lib/dates.ts): they are left out of what the query cache takes.
 */
export function receivedState(sent: SentState, now = Date.now()): DehydratedState {
  const { dates: _dates, ...state } = sent;
  const queries = state.queries.map((q): Query => {
    const failure = q.state.error as unknown as SentError | null;
    const error = failure
      ? new ApiError(failure.status, failure.message, failure.details, failure.data)
      : failure;
    return {
      ...q,
      state: {
        ...q.state,
        error,
        dataUpdatedAt: q.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: q.state.errorUpdatedAt ? now : 0,
      },
    };
  });
  return { ...state, queries };
}
