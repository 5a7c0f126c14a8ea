import { describe, expect, it } from 'vitest';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';

// The forum's original React frontend as a client of this API (its calls and answers: docs/api-original-client.md): each call as it
// sends it, each answer read as it reads it. It is served from another address than the API, so
// every image it shows must come as an absolute URL.

const PUBLIC_URL = 'https://forum.example.org';
const ABSOLUTE = /^https:\/\/forum\.example\.org\/media\/[0-9a-f]{32}-\d+\.webp$/;

/** A multipart write as the original's admin forms send it (FormData, the token in the header). */
async function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Array<{ field: string; width: number }> = [],
) {
  const body = await formBody(
    fields,
    await Promise.all(
      files.map(async (f) => ({
        field: f.field,
        data: await makeImage(f.width, Math.round(f.width * 0.6)),
        name: 'picture.png',
        type: 'image/png',
      })),
    ),
  );
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...t.auth(t.adminToken), ...body.headers },
  });
}

describe('the original frontend as a client', async () => {
  const t = await createTestApp({ PUBLIC_URL });
  const admin = t.auth(t.adminToken);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });

  it('shows every image from its own address: blog, event, team and gallery URLs are absolute', async () => {
    const blog = await sendForm(
      t,
      'POST',
      '/blog/create',
      { title: 'Absolute pictures', summary: 'Seen from anywhere', content: '<p>Text</p>' },
      [{ field: 'image', width: 640 }],
    );
    expect(blog.statusCode, blog.body).toBe(200);
    const event = await sendForm(
      t,
      'POST',
      '/events/create',
      {
        title: 'Star night',
        description: '<p>Stars</p>',
        eventType: 'previous',
        eventDate: '2026-01-10T18:00',
      },
      [
        { field: 'coverImage', width: 641 },
        { field: 'images', width: 642 },
      ],
    );
    expect(event.statusCode, event.body).toBe(200);
    const member = await sendForm(
      t,
      'POST',
      '/team/add',
      {
        name: 'Original Reader',
        email: 'original.reader@mitwpu.edu.in',
        linkedin: 'https://www.linkedin.com/in/original-reader',
        role: 'Member',
        designation: 'Member',
      },
      [{ field: 'photo', width: 300 }],
    );
    expect(member.statusCode, member.body).toBe(200);
    const gallery = await sendForm(t, 'POST', '/gallery/upload', {}, [{ field: 'image', width: 643 }]);
    expect(gallery.statusCode, gallery.body).toBe(200);

    const blogs = (await get('/blog/all')).json() as { slug: string; image: string }[];
    const mine = blogs.find((b) => b.image?.length && b.slug === blog.json().blog.slug);
    expect(mine?.image).toMatch(ABSOLUTE);
    expect((await get(`/blog/${mine?.slug}`)).json().image).toMatch(ABSOLUTE);
    const events = (await get('/events/all')).json() as {
      _id: string;
      coverImage: string;
      images: string[];
    }[];
    const star = events.find((e) => e._id === event.json().event._id);
    expect(star?.coverImage).toMatch(ABSOLUTE);
    expect(star?.images).toHaveLength(1);
    expect(star?.images[0]).toMatch(ABSOLUTE);
    const team = (await get('/team/all')).json() as { name: string; photo: string; email?: string }[];
    const reader = team.find((m) => m.name === 'Original Reader');
    expect(reader?.photo).toMatch(ABSOLUTE);
    // Stricter than the original: the public team list keeps emails private.
    expect(reader?.email).toBeUndefined();
    const pictures = (await get('/gallery/all')).json() as { _id: string; url: string }[];
    expect(pictures.length).toBeGreaterThan(0);
    for (const p of pictures) expect(p.url).toMatch(ABSOLUTE);

    // The absolute URL loads, at the address it names.
    const file = await t.app.inject({ url: new URL(mine?.image ?? '').pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('updates a team member with POST /team/update/{id}, as it sends it', async () => {
    const added = await sendForm(
      t,
      'POST',
      '/team/add',
      {
        name: 'Posted Update',
        email: 'posted.update@mitwpu.edu.in',
        linkedin: 'https://www.linkedin.com/in/posted-update',
        role: 'Team Lead',
        designation: 'Design Lead',
      },
      [{ field: 'photo', width: 301 }],
    );
    expect(added.statusCode, added.body).toBe(200);
    const { _id, photo } = added.json().member as { _id: string; photo: string };
    const updated = await sendForm(t, 'POST', `/team/update/${_id}`, {
      name: 'Posted Update',
      email: 'posted.update@mitwpu.edu.in',
      linkedin: 'https://www.linkedin.com/in/posted-update',
      role: 'Team Lead',
      designation: 'Events Lead',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Member updated successfully',
      member: { designation: 'Events Lead', photo },
    });
    expect(photo).toMatch(ABSOLUTE);
  });

  it('lists blogs as an array, and reads a page’s totals from the headers', async () => {
    const all = await get('/blog/all');
    expect(Array.isArray(all.json())).toBe(true);
    const page = await get('/blog/all?page=1', admin);
    const list = page.json() as unknown[];
    expect(Array.isArray(list)).toBe(true);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBe((all.json() as unknown[]).length);
    expect(Number(page.headers['x-total-pages'])).toBe(Math.ceil(total / 10));
    expect(page.headers.link).toContain(`<${PUBLIC_URL}/api/v1/blog/all?page=1&limit=10>; rel="first"`);
  });

  it('joins with the PRN its form sends as a number, shows the member count and verifies with created_at', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Numeric',
        last_name: 'Prn',
        gender: 'male',
        email: 'numeric.prn@mitwpu.edu.in',
        prn: 1032230042,
        year: 'TY',
        course: 'B.Tech Computer Science and Engineering',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const id = joined.json().member._id as string;
    const row = await t.database.db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, id) });
    expect(row?.prn).toBe('1032230042');
    // The same PRN again, sent as text this time: the same student.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Numeric',
        last_name: 'Again',
        gender: 'male',
        email: 'numeric.again@mitwpu.edu.in',
        prn: '1032230042',
        year: 'TY',
        course: 'B.Tech Computer Science and Engineering',
      },
    });
    expect(again.statusCode).toBe(409);

    const stats = await get('/member/stats', admin);
    expect(stats.statusCode).toBe(200);
    const members = (await get('/member/all', admin)).json() as unknown[];
    expect(stats.json()).toEqual({ success: true, totalMembers: members.length });
    expect((await get('/member/stats')).statusCode).toBe(401);

    const verified = (await get(`/member/badge/verify/${id}`)).json();
    expect(verified.valid).toBe(true);
    expect(verified.member.created_at).toBe(verified.member.createdAt);
    expect(new Date(verified.member.created_at).toISOString()).toBe(verified.member.created_at);
  });

  it('applies with a numeric PRN and reads the applications with their pagination', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/admin/create',
      headers: admin,
      payload: driveInput({ customQuestions: [] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const drive = created.json().data as { _id: string };
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/apply',
      payload: { recruitmentId: drive._id, applicantInfo: applicant({ prn: 1032239999 }), answers: [] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    // The WhatsApp link comes with the application's answer, not with the public drive.
    expect(applied.json().whatsappGroupUrl ?? applied.json().data?.whatsappGroupUrl).toBe(
      'https://chat.whatsapp.com/abc',
    );
    expect(JSON.stringify((await get('/recruitment/active')).json())).not.toContain('chat.whatsapp.com');

    const list = (await get(`/recruitment/admin/applications/${drive._id}`, admin)).json();
    expect(list.data.applications).toHaveLength(1);
    expect(list.data.applications[0].applicantInfo.prn).toBe('1032239999');
    expect(list.data.pagination).toEqual({ current: 1, pages: 1, total: 1 });
    const paged = (await get(`/recruitment/admin/applications/${drive._id}?page=1&limit=50`, admin)).json();
    expect(paged.data.pagination).toEqual({ current: 1, pages: 1, total: 1 });
  });

  it('keeps an event’s calendar day when the date comes without a time, save after save', async () => {
    const fields = {
      title: 'Date only',
      description: '<p>A day</p>',
      eventType: 'upcoming',
      buttonText: 'Register',
      buttonLink: 'https://example.org/register',
    };
    const created = await sendForm(t, 'POST', '/events/create', { ...fields, eventDate: '2027-04-10' }, [
      { field: 'coverImage', width: 644 },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    let event = created.json().event as { _id: string; eventDate: string };
    expect(event.eventDate.split('T')[0]).toBe('2027-04-10');
    // The original's editor fills the date input with the ISO string's date part and sends it back.
    for (let save = 0; save < 3; save++) {
      const updated = await sendForm(t, 'POST', `/events/update/${event._id}`, {
        ...fields,
        eventDate: event.eventDate.split('T')[0],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      event = updated.json().event;
      expect(event.eventDate.split('T')[0]).toBe('2027-04-10');
    }
    const read = (await get(`/events/${event._id}`)).json() as { eventDate: string };
    expect(read.eventDate.split('T')[0]).toBe('2027-04-10');
  });

  it('refuses what the original wrongly allowed: an event without its cover is still a 400', async () => {
    const res = await sendForm(t, 'POST', '/events/create', {
      title: 'No cover',
      description: '<p>x</p>',
      eventType: 'previous',
      eventDate: '2026-02-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Cover image is required');
  });
});

describe('the API document', async () => {
  const t = await createTestApp();

  it('describes the calls the original makes: paging headers, POST /team/update, /member/stats', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const list = doc.paths['/api/v1/blog/all'].get.responses['200'];
    expect(Object.keys(list.headers).sort()).toEqual(['Link', 'X-Total-Count', 'X-Total-Pages']);
    expect(list.content['application/json'].schema.type).toBe('array');
    expect(doc.paths['/api/v1/team/update/{id}'].post).toBeDefined();
    expect(doc.paths['/api/v1/member/stats'].get.responses['200']).toBeDefined();
    const verified = JSON.stringify(doc.components.schemas.VerifiedMember);
    expect(verified).toContain('created_at');
  });
});

describe('the original frontend with images on a CDN (MEDIA_PUBLIC_URL)', async () => {
  const t = await createTestApp({ PUBLIC_URL, MEDIA_PUBLIC_URL: 'https://cdn.example.org/ssf-media/' });

  it('gives image fields at MEDIA_PUBLIC_URL', async () => {
    const gallery = await sendForm(t, 'POST', '/gallery/upload', {}, [{ field: 'image', width: 645 }]);
    expect(gallery.statusCode, gallery.body).toBe(200);
    const pictures = (await t.app.inject({ url: '/api/v1/gallery/all' })).json() as { url: string }[];
    expect(pictures.length).toBeGreaterThan(0);
    for (const p of pictures)
      expect(p.url).toMatch(/^https:\/\/cdn\.example\.org\/ssf-media\/[0-9a-f]{32}-\d+\.webp$/);
  });
});
