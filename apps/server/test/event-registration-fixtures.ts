import type { Event } from '@ssf/domain/schemas/event';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import type { TestApp } from './helpers.ts';

let size = 200;
let person = 0;

/** Helpers of the registration suites: events with registration, and the calls people make. */
export function registrationHelpers(t: TestApp) {
  const admin = t.auth(t.adminToken);

  const createEvent = async (registration: Record<string, string> = {}): Promise<Event> => {
    const body = await formBody(
      {
        title: 'Consciousness and the Quantum',
        description: '<p>An evening talk.</p>',
        eventType: 'upcoming',
        eventDate: '2027-12-05T18:30',
        registrationEnabled: 'true',
        ...registration,
      },
      [{ field: 'coverImage', data: await makeImage(size++, 120), name: 'c.png', type: 'image/png' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/create',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().event;
  };

  const updateEvent = async (id: string, fields: Record<string, string>) => {
    const body = await formBody({
      title: 'Consciousness and the Quantum',
      description: '<p>An evening talk.</p>',
      eventType: 'upcoming',
      eventDate: '2027-12-05T18:30',
      ...fields,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/events/update/${id}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  const someone = (over: Record<string, unknown> = {}) => {
    person++;
    return { name: `Student ${person}`, email: `student.${person}@mitwpu.edu.in`, ...over };
  };

  const register = (eventId: string, body: Record<string, unknown> = someone()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/register`, payload: body });

  const tokenOf = (ticketUrl: string) => ticketUrl.split('/events/tickets/')[1];

  const ticket = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/events/tickets/${token}` });
  const cancel = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/events/tickets/${token}/cancel` });
  const checkIn = (eventId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${eventId}/check-in`,
      payload: body,
      headers: admin,
    });
  const list = (eventId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/registrations${query}`, headers: admin });
  const publicEvent = async (id: string): Promise<Event> =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/events/${id}` })).json();

  return {
    admin,
    createEvent,
    updateEvent,
    someone,
    register,
    tokenOf,
    ticket,
    cancel,
    checkIn,
    list,
    publicEvent,
  };
}
