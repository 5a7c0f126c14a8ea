import { useQuery } from '@tanstack/react-query';
import { CREDENTIAL_TEXT } from '@ssf/domain/credential-text';
import { badgeImagePath } from '@ssf/domain/badge';
import { BADGE_FILE_NAME, REQUEST_TIMEOUT_MS } from '@ssf/domain/constants';
import type { BadgeVerified, MemberBadgeAnswer } from '@ssf/domain/schemas/member';
import { ApiError, api, apiUrl, saveFile } from '../../lib/api-client.ts';

const keys = {
  badge: (id: string) => ['members', 'badge', id] as const,
  verify: (id: string) => ['members', 'verify', id] as const,
};

// An unknown or revoked badge is an answer (404), not a failure worth asking again.
const retryUnless404 = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status === 404) && count < 2;

/** Badge `id`: the member's name and member id, and the forum's LinkedIn organisation id. */
export function useBadge(id: string | undefined) {
  return useQuery({
    queryKey: keys.badge(id ?? ''),
    enabled: Boolean(id),
    retry: retryUnless404,
    queryFn: ({ signal }) =>
      api.get<MemberBadgeAnswer>(`/member/badge/${encodeURIComponent(id ?? '')}`, { signal }),
  });
}

/** The public verification of badge `id`: the verified member, or null for an unknown or revoked badge. */
export function useVerification(id: string | undefined) {
  return useQuery({
    queryKey: keys.verify(id ?? ''),
    enabled: Boolean(id),
    retry: retryUnless404,
    queryFn: async ({ signal }): Promise<BadgeVerified['member'] | null> => {
      try {
        const res = await api.get<BadgeVerified>(`/member/badge/verify/${encodeURIComponent(id ?? '')}`, {
          signal,
        });
        return res.member;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** Fetches `path` and hands it to the browser as a download named `fileName`. */
async function download(path: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(path), {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  saveFile(await response.blob(), fileName);
}

/**
 * Save the badge image the server draws, with the signed credential baked in, as member_badge.png.
 */
export const downloadBadge = (id: string) => download(badgeImagePath(id), BADGE_FILE_NAME);

/** Save the badge's signed Open Badges credential (JSON-LD). */
export const downloadCredential = (id: string) =>
  download(`/member/badge/${encodeURIComponent(id)}/credential.json`, CREDENTIAL_TEXT.credentialFileName);
