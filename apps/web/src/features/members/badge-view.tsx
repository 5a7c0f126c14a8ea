import {
  BADGE_SHARE_TEXT,
  BADGE_SHARE_TITLE,
  badgeShareUrls,
  badgeVerifyPath,
  badgeVerifyUrl,
  linkedInAddCertificationUrl,
  type ShareNetwork,
} from '@ssf/domain/badge';
import { FORUM_NAME } from '@ssf/domain/constants';
import { CREDENTIAL_TEXT } from '@ssf/domain/credential-text';
import type { MemberBadge } from '@ssf/domain/schemas/member';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { SocialIcon } from '../../components/social-icon.tsx';
import { BadgeCard } from './badge-card.tsx';
import { downloadBadge, downloadCredential } from './member-api.ts';
import { siteOrigin } from '../../lib/origin.ts';

const NETWORK_NAME: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
};

/**
 * A member's badge with what to do with it: the card, a welcome, and buttons to download it, add
 * it to LinkedIn and share its verification link. The badge page and /certificate both show it.
 */
export function BadgeView({
  member,
  linkedinOrganizationId,
}: {
  member: MemberBadge;
  linkedinOrganizationId: string;
}) {
  // The verification page on the site the visitor is on (the QR code and every link point there).
  const verifyUrl = badgeVerifyUrl(siteOrigin(), member._id);
  const shares = badgeShareUrls(verifyUrl);
  const linkedIn = linkedInAddCertificationUrl({
    organizationId: linkedinOrganizationId,
    verifyUrl,
    memberId: member.member_id,
    issued: new Date(),
  });

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      {/* The welcome, then the card, then the rest: in that order on a phone, the card beside both on a desktop. */}
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] items-start gap-x-10 gap-y-8 lg:grid-cols-2">
        <h1 className="font-serif text-3xl font-bold break-words text-brand-900 sm:text-4xl">
          Welcome, {member.name}!
        </h1>
        <div className="flex min-w-0 justify-center lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BadgeCard member={member} verifyUrl={verifyUrl} />
        </div>
        <div className="min-w-0">
          <p className="text-gray-700">
            Thank you for joining the {FORUM_NAME}. We are glad to have you with us.
          </p>
          <p className="mt-3 text-gray-700">
            Your membership ID is{' '}
            <strong className="font-mono font-semibold text-gray-900">{member.member_id}</strong>.
          </p>
          <p className="mt-3 text-gray-700">
            This badge is official proof of your membership: anyone can scan its QR code or open its{' '}
            <Link
              to={badgeVerifyPath(member._id)}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              verification page
            </Link>{' '}
            to check it.
          </p>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <DownloadButton id={member._id} save={downloadBadge} label="Download Badge" />
            <DownloadButton
              id={member._id}
              save={downloadCredential}
              label={CREDENTIAL_TEXT.downloadCredential}
              variant="secondary"
            />
            <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              <SocialIcon network="linkedin" />
              Add to LinkedIn Profile
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <p className="mt-3 text-sm text-gray-700">{CREDENTIAL_TEXT.downloadsExplained}</p>

          <div className="mt-6">
            <h2 className="text-sm font-semibold text-gray-800">Share your badge</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {(Object.keys(shares) as ShareNetwork[]).map((network) => (
                <li key={network}>
                  <a
                    href={shares[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass('secondary', 'sm')}
                  >
                    {NETWORK_NAME[network]}
                    <span className="sr-only"> (share in a new tab)</span>
                  </a>
                </li>
              ))}
              <NativeShare url={verifyUrl} />
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * 'Download Badge' (the server-drawn image with the credential baked in, member_badge.png) and
 * 'Download credential' (the signed JSON); a failure is only logged.
 */
function DownloadButton({
  id,
  save,
  label,
  variant = 'primary',
}: {
  id: string;
  save: (id: string) => Promise<void>;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await save(id);
    } catch (err) {
      console.error(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} onClick={download} aria-disabled={busy || undefined}>
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className={`h-5 w-5 animate-spin rounded-full border-2 ${
              variant === 'primary' ? 'border-white/40 border-t-white' : 'border-gray-300 border-t-gray-700'
            }`}
          />
          Downloading...
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/** The device's own share sheet, where the browser offers one. */
function NativeShare({ url }: { url: string }) {
  if (typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share({ title: BADGE_SHARE_TITLE, text: BADGE_SHARE_TEXT, url });
    } catch (err) {
      // Closing the sheet is not a failure.
      if (!(err instanceof DOMException && err.name === 'AbortError')) console.error(err);
    }
  };
  return (
    <li>
      <Button variant="secondary" size="sm" onClick={share}>
        More options…
      </Button>
    </li>
  );
}
