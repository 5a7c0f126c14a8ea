import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-route.tsx';
import CertificateVerifyPage from './certificate-page.tsx';

const ID = '7a2c4e61-3b5d-4f8a-9c0e-123456789abc';
const CERTIFICATE = {
  _id: ID,
  name: 'Kavya Menon',
  event: {
    _id: '5d1e2f30-4a5b-4c6d-8e7f-0123456789ab',
    title: 'Consciousness and the Quantum',
    eventDate: '2027-12-05T13:00:00.000Z',
  },
  issuedAt: '2027-12-06T10:00:00.000Z',
  valid: true as const,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoutes(
    [{ path: '/certificates/:id', Component: CertificateVerifyPage }],
    `/certificates/${ID}`,
    (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/certificates/:id', () => {
  it('offers the credential and checks a dropped certificate file', async () => {
    const sent: FormData[] = [];
    fakeApi({
      [`GET /api/v1/certificates/${ID}`]: () => ({ status: 200, body: { certificate: CERTIFICATE } }),
      'POST /api/v1/credentials/verify': (init) => {
        sent.push(init?.body as FormData);
        return {
          status: 200,
          body: {
            verified: true,
            checks: [
              { check: 'proof', ok: true, message: 'The signature is valid.' },
              { check: 'issuer', ok: true, message: 'Issued by the forum.' },
              { check: 'status', ok: true, message: 'Not revoked.' },
              { check: 'dates', ok: true, message: 'Valid since 6 December 2027, with no end date.' },
            ],
            credential: {
              name: 'Kavya Menon',
              achievement: 'Participant in Consciousness and the Quantum',
              issuer: 'Science and Spirituality Forum',
              validFrom: '2027-12-06T10:00:00Z',
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    const credential = screen.getByRole('link', { name: 'Download credential' });
    expect(credential).toHaveAttribute('href', `/api/v1/certificates/${ID}/credential.json`);
    expect(credential).toHaveAttribute('download', 'certificate_credential.json');
    expect(screen.getByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      `/api/v1/certificates/${ID}/image.png`,
    );
    expect(
      screen.getByRole('heading', { name: 'Check a downloaded certificate or credential' }),
    ).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/Choose a file/),
      new File(['\x89PNG'], 'certificate.png', { type: 'image/png' }),
    );
    const report = await screen.findByTestId('credential-report');
    expect((sent[0].get('file') as File).name).toBe('certificate.png');
    expect(report).toHaveTextContent('Status: passed. Not revoked.');
    expect(report).toHaveTextContent('Kavya Menon: Participant in Consciousness and the Quantum');
  });
});
