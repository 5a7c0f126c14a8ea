import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { receivedState, sendableState } from './rendered-state.ts';

/** A dehydrated read as TanStack Query writes it: `data` or `error`, updated at `at`. */
function read(
  key: string,
  at: number,
  outcome: { data?: unknown; error?: Error },
): DehydratedState['queries'][number] {
  return {
    queryKey: [key],
    queryHash: JSON.stringify([key]),
    dehydratedAt: at,
    state: {
      data: outcome.data,
      error: outcome.error ?? null,
      dataUpdatedAt: outcome.data === undefined ? 0 : at,
      errorUpdatedAt: outcome.error ? at : 0,
      dataUpdateCount: outcome.data === undefined ? 0 : 1,
      errorUpdateCount: outcome.error ? 1 : 0,
      fetchFailureCount: outcome.error ? 1 : 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: outcome.error ? 'error' : 'success',
      fetchStatus: 'idle',
    },
  };
}

describe("a drawn page's data as it travels", () => {
  it('arrives with its reads fresh, its failures as ApiErrors again, and without the dates', () => {
    const state: DehydratedState = {
      mutations: [],
      queries: [
        read('blog', 1000, { data: { title: 'A post' } }),
        read('missing', 1000, { error: new ApiError(404, 'Blog not found') }),
      ],
    };
    const dates = { 'date 2026-11-27T10:00:00.000Z': '27 Nov 2026' };
    // Through JSON, as the page carries it.
    const sent = JSON.parse(JSON.stringify(sendableState(state, dates)));
    expect(sent.dates).toEqual(dates);

    const received = receivedState(sent, 5000);
    expect(received).not.toHaveProperty('dates');
    const [blog, missing] = received.queries;
    expect(blog.state.data).toEqual({ title: 'A post' });
    expect(blog.state.dataUpdatedAt).toBe(5000);
    expect(missing.state.error).toBeInstanceOf(ApiError);
    expect(missing.state.error).toMatchObject({ status: 404, message: 'Blog not found' });
    expect(missing.state.errorUpdatedAt).toBe(5000);
    expect(missing.state.dataUpdatedAt).toBe(0);
  });
});
