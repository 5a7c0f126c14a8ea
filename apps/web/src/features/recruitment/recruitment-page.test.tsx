import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ssf/domain/messages';
import type { PublicRecruitment } from '@ssf/domain/schemas/recruitment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import { aDrive } from '../../../test/fixtures.ts';
import { fillPersonalFields } from '../../../test/personal-fields.ts';
import { recordScrolls } from '../../../test/record-scrolls.ts';
import { buttonClass } from '../../components/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import RecruitmentPage from './recruitment-page.tsx';
import { submitErrorText } from './submit-error.ts';

// The open drive as the form receives it: the group link is not part of it.
const drive: PublicRecruitment = aDrive({
  customQuestions: [
    {
      question: 'Team?',
      type: 'dropdown',
      options: ['Events', 'Design'],
      required: true,
      placeholder: '',
      showIf: null,
    },
    {
      question: 'Portfolio link',
      type: 'text',
      options: [],
      required: true,
      placeholder: '',
      showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
    },
    {
      question: 'Skills',
      type: 'checkbox',
      options: ['Writing', 'Code'],
      required: true,
      placeholder: '',
      showIf: null,
    },
  ],
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/recruitment', Component: RecruitmentPage }], '/recruitment', (node) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  ));
}

const openDrive = { status: 200, body: { success: true, data: drive, emailDomain: 'mitwpu.edu.in' } };

/** The drive's text shows first; its form loads right after (recruitment-page.tsx). */
async function openForm() {
  await screen.findByRole('heading', { name: 'Core Team 2026' });
  await screen.findByRole('button', { name: 'Submit Application' });
}

const fillPersonal = (user: ReturnType<typeof userEvent.setup>, email = 'asha@mitwpu.edu.in') =>
  fillPersonalFields(user, email);

afterEach(() => vi.unstubAllGlobals());

describe('/recruitment', () => {
  it('shows the closed screen with the server’s message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/v1/recruitment/active': () => ({
        status: 404,
        body: { success: false, message: 'See you soon' },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: MSG.recruitmentClosedTitle })).toBeInTheDocument();
    expect(screen.getByText('See you soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the conditional question live and sends only shown answers', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    fakeApi({
      'GET /api/v1/recruitment/active': () => openDrive,
      'POST /api/v1/recruitment/apply': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: {
            success: true,
            message: 'Welcome aboard!',
            applicationId: 'a1',
            whatsappGroupUrl: 'https://chat.whatsapp.com/x',
            statusToken: 'tok_private-123',
          },
        };
      },
    });
    renderPage();
    await openForm();
    const team = screen.getByRole('combobox', { name: 'Team?' });
    expect(within(team).getAllByRole('option')[0]).toHaveTextContent('Select an option');
    expect(screen.queryByRole('textbox', { name: 'Portfolio link' })).toBeNull();
    await user.selectOptions(team, 'Design');
    await user.type(screen.getByRole('textbox', { name: 'Portfolio link' }), 'https://me.example');
    await user.selectOptions(team, 'Events');
    expect(screen.queryByRole('textbox', { name: 'Portfolio link' })).toBeNull();
    await user.selectOptions(team, 'Design');
    expect(screen.getByRole('textbox', { name: 'Portfolio link' })).toHaveValue('');
    await user.selectOptions(team, 'Events');

    // A checkbox group is required only while nothing is chosen.
    const writing = screen.getByRole('checkbox', { name: 'Writing' });
    expect(writing).toBeRequired();
    await user.click(writing);
    expect(writing).not.toBeRequired();

    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText('Welcome aboard!')).toBeInTheDocument();
    // The group link comes with the accepted application.
    const link = within(success).getByRole('link', { name: /Join WhatsApp Recruitment Group/ });
    expect(link).toHaveAttribute('href', 'https://chat.whatsapp.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The private status link, shown this once, with the advice to keep it private and save it.
    const statusUrl = `${window.location.origin}/recruitment/status/tok_private-123`;
    const field = within(success).getByRole('textbox', { name: 'Your private status link' });
    expect(field).toHaveValue(statusUrl);
    expect(field).toHaveAccessibleDescription(/Keep this link private.*Save it now/);
    const status = within(success).getByRole('link', { name: /Open your status page/ });
    expect(status).toHaveAttribute('href', statusUrl);
    // The status link the student must keep comes first and is the dialog's main (primary)
    // button; the group link follows in the secondary style.
    expect(status.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.className).toContain(buttonClass('primary'));
    expect(link.className).toContain(buttonClass('secondary'));
    expect(sent).toMatchObject({
      recruitmentId: 'r1',
      applicantInfo: { first_name: 'Asha', email: 'asha@mitwpu.edu.in', gender: 'female', course: 'Other' },
      answers: [
        { questionIndex: 0, question: 'Team?', answer: 'Events' },
        { questionIndex: 2, question: 'Skills', answer: ['Writing'] },
      ],
      website: '',
      fillMs: expect.any(Number),
    });
    // The form was reset.
    await user.click(within(success).getByRole('button', { name: 'Close dialog' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    // Many typed steps: generous on a loaded machine.
  }, 20_000);

  it('shows no group link when the accepted application comes without one', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/v1/recruitment/active': () => openDrive,
      'POST /api/v1/recruitment/apply': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Welcome aboard!',
          applicationId: 'a2',
          statusToken: 'tok_private-456',
        },
      }),
    });
    renderPage();
    await openForm();
    await fillPersonal(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team?' }), 'Events');
    await user.click(screen.getByRole('checkbox', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText('Welcome aboard!')).toBeInTheDocument();
    // The private status link is there (every accepted application has one); no group link is.
    expect(within(success).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(
      within(success)
        .getAllByRole('link')
        .every((a) => a.getAttribute('href')?.includes('/recruitment/status/')),
    ).toBe(true);
  });

  it('puts the server’s field messages on the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    fakeApi({
      'GET /api/v1/recruitment/active': () => openDrive,
      'POST /api/v1/recruitment/apply': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Please check the highlighted fields',
          details: { 'applicantInfo.prn': 'This PRN has already applied' },
        },
      }),
    });
    renderPage();
    await openForm();
    await fillPersonal(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team?' }), 'Events');
    await user.click(screen.getByRole('checkbox', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'This PRN has already applied',
    );
    await user.keyboard('{Escape}');
    const prn = screen.getByRole('textbox', { name: 'PRN' });
    expect(prn).toHaveAttribute('aria-invalid', 'true');
    expect(prn).toHaveAccessibleDescription('This PRN has already applied');
    await user.type(prn, '9');
    expect(prn).not.toHaveAttribute('aria-invalid');
  });

  it("shows the first field in error behind the 'Error' dialog and focuses it when the dialog closes", async () => {
    const scrolled = recordScrolls();
    const user = userEvent.setup();
    fakeApi({ 'GET /api/v1/recruitment/active': () => openDrive });
    renderPage();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(MSG.fillRequired);
    const first = screen.getByRole('textbox', { name: 'First Name' });
    // Scrolled to at once, behind the dialog, which keeps the focus while it is open.
    await vi.waitFor(() => expect(scrolled).toContain(first));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(first).toHaveFocus());
    // Behind the dialog's one sentence, each field says what it needs.
    expect(first).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Choose your gender');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAccessibleDescription('Choose your year');
    const team = screen.getByRole('combobox', { name: 'Team?' });
    expect(team).toHaveAttribute('aria-invalid', 'true');
    expect(team).toHaveAccessibleDescription('Choose an option');
    expect(screen.queryByText(MSG.fillRequired)).toBeNull();

    // With the details given, the first field in error is the drive's first question.
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button', {
        name: 'Close dialog',
      }),
    );
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Team?' })).toHaveFocus());
  }, 20_000);

  it('refuses missing fields and another email domain without calling the server', async () => {
    const user = userEvent.setup();
    const fetch = fakeApi({ 'GET /api/v1/recruitment/active': () => openDrive });
    renderPage();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(MSG.fillRequired);
    await user.keyboard('{Escape}');
    await fillPersonal(user, 'asha@gmail.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team?' }), 'Events');
    await user.click(screen.getByRole('checkbox', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Use your mitwpu.edu.in email',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('submits once however often the button is pressed, and shows the server’s refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let release: () => void = () => {};
    const fetch = fakeApi({
      'GET /api/v1/recruitment/active': () => openDrive,
      'POST /api/v1/recruitment/apply': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 409, body: { success: false, message: MSG.alreadyApplied } });
        }),
    });
    renderPage();
    await openForm();
    await fillPersonal(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team?' }), 'Events');
    await user.click(screen.getByRole('checkbox', { name: 'Code' }));
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    await user.click(submit);
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Still focused while busy, so the result dialog can hand focus back to it.
    expect(busy).toHaveFocus();
    await user.click(busy);
    release();
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(MSG.alreadyApplied);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveFocus();
  });
});

describe('submitErrorText', () => {
  it('prefers details, then extraDetails, then the message, then the generic sentence', () => {
    expect(submitErrorText(new ApiError(400, 'Bad', 'Detail text'))).toBe('Detail text');
    expect(submitErrorText(new ApiError(400, 'Bad', { a: 'One', b: 'Two', c: 'One' }))).toBe('One\nTwo');
    // Missing fields are told once, in the form's sentence, whatever each field says.
    expect(
      submitErrorText(
        new ApiError(400, MSG.fillRequired, {
          'applicantInfo.first_name': 'Enter your first name',
          'applicantInfo.email': MSG.useUniversityEmail,
          'answers.0': 'Choose an option',
        }),
      ),
    ).toBe(`${MSG.fillRequired}\n${MSG.useUniversityEmail}`);
    expect(submitErrorText(new ApiError(400, 'Bad', undefined, { extraDetails: 'Extra' }))).toBe('Extra');
    expect(submitErrorText(new ApiError(409, 'Closed'))).toBe('Closed');
    expect(submitErrorText(new ApiError(500, ''))).toBe(MSG.submitFailed);
    expect(submitErrorText(new Error('boom'))).toBe(MSG.submitFailed);
  });
});
