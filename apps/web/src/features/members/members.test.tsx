import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ssf/domain/messages';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { fillPersonalFields } from '../../../test/personal-fields.ts';
import { recordScrolls } from '../../../test/record-scrolls.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import BadgePage from './badge-page.tsx';
import CertificatePage from './certificate-page.tsx';
import JoinPage from './join-page.tsx';
import VerifyPage from './verify-page.tsx';

const ID = '3f1b6a52-8c4d-4e7f-9a01-23456789abcd';
const MEMBER = {
  _id: ID,
  name: 'Asha Kulkarni',
  member_id: 'SSF-2026-0042',
  createdAt: '2026-03-05T10:00:00.000Z',
};

function renderAt(path: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { router } = renderRoutes(
    [
      { path: '/join-us', Component: JoinPage },
      { path: '/certificate', Component: CertificatePage },
      { path: '/member/badge/:id', Component: BadgePage },
      { path: '/member/badge/verify/:id', Component: VerifyPage },
    ],
    { pathname: path, state },
    (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider>,
  );
  return router;
}

const fill = fillPersonalFields;

const joinForm = () => ({ status: 200, body: { emailDomain: 'example.edu' } });
const badge = (linkedinOrganizationId = '') => ({
  status: 200,
  body: { member: MEMBER, linkedinOrganizationId },
});

afterEach(() => vi.unstubAllGlobals());

describe('/join-us', () => {
  it('checks the details before sending, with the configured email domain', async () => {
    const user = userEvent.setup();
    const fetch = fakeApi({ 'GET /api/v1/member/join-form': joinForm });
    renderAt('/join-us');
    await screen.findByPlaceholderText('you@example.edu');
    await user.click(screen.getByRole('button', { name: 'Join and get my badge' }));
    expect(await screen.findByText(MSG.fillRequired)).toBeInTheDocument();
    await fill(user, 'asha@mitwpu.edu.in');
    await user.click(screen.getByRole('button', { name: 'Join and get my badge' }));
    expect(await screen.findAllByText('Use your example.edu email')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('brings the first field in error into view and focuses it on a refused submit, each field saying its own', async () => {
    const scrolled = recordScrolls();
    const user = userEvent.setup();
    fakeApi({ 'GET /api/v1/member/join-form': joinForm });
    renderAt('/join-us');
    await screen.findByPlaceholderText('you@example.edu');
    const submit = screen.getByRole('button', { name: 'Join and get my badge' });
    await user.click(submit);
    const first = screen.getByRole('textbox', { name: 'First Name' });
    await vi.waitFor(() => expect(first).toHaveFocus());
    expect(scrolled.at(-1)).toBe(first);
    // Each field says what it needs; the form's own sentence is said once, by the button.
    expect(first).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Enter your last name',
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Choose your gender');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email');
    expect(screen.getByRole('textbox', { name: 'PRN' })).toHaveAccessibleDescription('Enter your PRN');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAccessibleDescription('Choose your year');
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveAccessibleDescription(
      'Choose your course',
    );
    expect(screen.getAllByText(MSG.fillRequired)).toHaveLength(1);
    // The form's own message stays by the button, announced as it appears.
    expect(document.querySelector('form [aria-live="assertive"]')).toHaveTextContent(MSG.fillRequired);

    // With the names given, the first field in error is the gender group: its first choice.
    await user.type(first, 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Kulkarni');
    await user.click(submit);
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus());
    expect(scrolled.at(-1)?.tagName).toBe('FIELDSET');
  });

  it('shows the server’s refusal on the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    fakeApi({
      'GET /api/v1/member/join-form': joinForm,
      'POST /api/v1/member/join': () => ({
        status: 409,
        body: {
          success: false,
          message: MEMBER_TEXT.alreadyRegistered,
          details: { email: MEMBER_TEXT.alreadyRegistered, prn: MEMBER_TEXT.alreadyRegistered },
        },
      }),
    });
    const router = renderAt('/join-us');
    await screen.findByPlaceholderText('you@example.edu');
    await fill(user, 'asha@example.edu');
    await user.click(screen.getByRole('button', { name: 'Join and get my badge' }));
    expect(await screen.findAllByText(MEMBER_TEXT.alreadyRegistered)).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'PRN' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.location.pathname).toBe('/join-us');
  });

  it('sends the details and opens the new badge', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    fakeApi({
      'GET /api/v1/member/join-form': joinForm,
      'POST /api/v1/member/join': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { success: true, message: MEMBER_TEXT.joined, member: MEMBER } };
      },
      [`GET /api/v1/member/badge/${ID}`]: () => badge(),
    });
    const router = renderAt('/join-us');
    await screen.findByPlaceholderText('you@example.edu');
    await fill(user, 'asha@example.edu');
    await user.click(screen.getByRole('button', { name: 'Join and get my badge' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Kulkarni!' })).toBeInTheDocument();
    expect(router.location.pathname).toBe(`/member/badge/${ID}`);
    expect(sent).toEqual({
      first_name: 'Asha',
      last_name: 'Kulkarni',
      gender: 'female',
      email: 'asha@example.edu',
      prn: '1032',
      year: 'SY',
      course: 'Other',
      // The bot check's signals: the hidden field left empty, and how long the form was open.
      website: '',
      fillMs: expect.any(Number),
    });
    expect((sent as { fillMs: number }).fillMs).toBeGreaterThan(0);
    // The hidden field is out of people's way: not in the accessibility tree, not in the tab order.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});

describe('the badge', () => {
  it('shows the card, its QR code and links to LinkedIn and the share windows', async () => {
    fakeApi({ [`GET /api/v1/member/badge/${ID}`]: () => badge('987654') });
    renderAt(`/member/badge/${ID}`);
    const card = await screen.findByRole('figure', { name: 'Membership badge of Asha Kulkarni' });
    expect(within(card).getByText('SSF-2026-0042')).toBeInTheDocument();
    expect(within(card).getByText('Member')).toBeInTheDocument();
    expect(within(card).getByText('Scan to verify')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /QR code/ })).toHaveAttribute('width', '80');
    const verifyUrl = `${window.location.origin}/member/badge/verify/${ID}`;
    const linkedIn = new URL(
      screen.getByRole('link', { name: /Add to LinkedIn Profile/ }).getAttribute('href') ?? '',
    );
    expect(linkedIn.searchParams.get('organizationId')).toBe('987654');
    expect(linkedIn.searchParams.get('certUrl')).toBe(verifyUrl);
    expect(linkedIn.searchParams.get('certId')).toBe('SSF-2026-0042');
    for (const name of [/^Facebook/, /^Twitter/, /^LinkedIn/]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toContain(encodeURIComponent(verifyUrl));
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('button', { name: 'Download Badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credential' })).toBeInTheDocument();
    expect(
      screen.getByText(/Both downloads carry your signed Open Badges 3\.0 credential/),
    ).toBeInTheDocument();
  });

  it('says plainly when the badge does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      [`GET /api/v1/member/badge/${ID}`]: () => ({
        status: 404,
        body: { success: false, message: MEMBER_TEXT.badgeNotFound },
      }),
    });
    renderAt(`/member/badge/${ID}`);
    expect(await screen.findByRole('heading', { name: MEMBER_TEXT.badgeNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Forum' })).toHaveAttribute('href', '/join-us');
  });

  it('/certificate shows the member it is handed, and goes to the join page without one', async () => {
    fakeApi({
      [`GET /api/v1/member/badge/${ID}`]: () => badge(),
      'GET /api/v1/member/join-form': joinForm,
    });
    renderAt('/certificate', { member: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Kulkarni!' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({ 'GET /api/v1/member/join-form': joinForm });
    const router = renderAt('/certificate');
    expect(await screen.findByRole('heading', { name: 'Become a Member!' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/join-us');
  });
});

describe('/member/badge/verify/:id', () => {
  it('shows a verified member without any private detail', async () => {
    fakeApi({
      [`GET /api/v1/member/badge/verify/${ID}`]: () => ({
        status: 200,
        body: {
          valid: true,
          member: {
            name: 'Asha Kulkarni',
            member_id: 'SSF-2026-0042',
            course: 'Other',
            year: 'SY',
            createdAt: MEMBER.createdAt,
          },
        },
      }),
    });
    renderAt(`/member/badge/verify/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Verified member' })).toBeInTheDocument();
    for (const text of ['Asha Kulkarni', 'SSF-2026-0042', 'Other', 'SY', 'March 5, 2026']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('says when a badge cannot be verified', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      [`GET /api/v1/member/badge/verify/${ID}`]: () => ({
        status: 404,
        body: { success: false, valid: false, message: MEMBER_TEXT.badgeNotFound },
      }),
    });
    renderAt(`/member/badge/verify/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'This badge could not be verified' }),
    ).toBeInTheDocument();
  });

  it('checks a chosen credential file and shows each check in words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: FormData[] = [];
    fakeApi({
      [`GET /api/v1/member/badge/verify/${ID}`]: () => ({
        status: 404,
        body: { success: false, valid: false, message: MEMBER_TEXT.badgeNotFound },
      }),
      'POST /api/v1/credentials/verify': (init) => {
        sent.push(init?.body as FormData);
        return sent.length === 1
          ? {
              status: 200,
              body: {
                verified: false,
                checks: [
                  { check: 'proof', ok: true, message: 'The signature is valid.' },
                  { check: 'issuer', ok: true, message: 'Issued by the forum.' },
                  {
                    check: 'status',
                    ok: false,
                    message: 'Revoked: the forum has withdrawn this credential.',
                  },
                  { check: 'dates', ok: true, message: 'Valid since 5 March 2026, with no end date.' },
                ],
                credential: {
                  name: 'Asha Kulkarni',
                  achievement: 'Member of the Science and Spirituality Forum',
                  issuer: 'Science and Spirituality Forum',
                  validFrom: '2026-03-05T10:00:00Z',
                },
              },
            }
          : { status: 400, body: { success: false, message: 'This image carries no credential.' } };
      },
    });
    const user = userEvent.setup();
    renderAt(`/member/badge/verify/${ID}`);
    const input = await screen.findByLabelText(/Choose a file/);
    const file = new File(['{"type":["VerifiableCredential"]}'], 'member_badge_credential.json', {
      type: 'application/json',
    });
    await user.upload(input, file);
    const report = await screen.findByTestId('credential-report');
    expect(sent[0].get('file')).toBeInstanceOf(File);
    expect(within(report).getByText('Not verified: see the checks below.')).toBeInTheDocument();
    expect(report).toHaveTextContent('Status: failed. Revoked: the forum has withdrawn this credential.');
    expect(report).toHaveTextContent('Signature: passed. The signature is valid.');
    expect(report).toHaveTextContent('Asha Kulkarni: Member of the Science and Spirituality Forum');

    await user.upload(input, new File(['x'], 'picture.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This image carries no credential.');
  });
});
