import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_ANSWERS } from '@ssf/domain/api-answers';
import { createTestApp } from './helpers.ts';

const API = '/api/v1/';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('the API document', async () => {
  const t = await createTestApp();
  const apiRoutes = t.routes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    return route.url.startsWith(API) ? methods.map((method) => ({ method, route })) : [];
  });

  it('has schemas on every API route: params, body for writes, and every answer', () => {
    expect(apiRoutes.length).toBeGreaterThan(10);
    for (const { method, route } of apiRoutes) {
      const name = `${method} ${route.url}`;
      const schema = route.schema as Record<string, unknown> | undefined;
      expect(schema, name).toBeDefined();
      expect(schema?.response, `${name} response`).toBeDefined();
      if (route.url.includes(':')) expect(schema?.params, `${name} params`).toBeDefined();
      // A write that takes nothing (signing out) says so on the route.
      if (WITH_BODY.has(method) && !route.config?.takesNoBody)
        expect(schema?.body, `${name} body`).toBeDefined();
    }
  });

  it('is served publicly at /api/v1/openapi.json, is valid OpenAPI 3.1 and describes every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toMatch(/^3\.1\./);

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    for (const { method, route } of apiRoutes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    // Every operation has an operationId, each its own (clients generated from the document name
    // their functions after them).
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/v1/recruitment/active'].get.operationId).toBe('getRecruitmentActive');
    expect(document.paths['/api/v1/blog/{slug}'].get.operationId).toBe('getBlogBySlug');
    // The public lists' read: cards (a blog without its text, with its reading minutes), by ?limit.
    const cards = document.paths['/api/v1/blog/cards'].get;
    expect(cards.operationId).toBe('getBlogCards');
    expect(cards.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual([
      'query limit',
    ]);
    const card = document.components.schemas.BlogCard;
    expect(Object.keys(card.properties)).toContain('readingMinutes');
    expect(Object.keys(card.properties)).not.toContain('content');
    expect(Object.keys(document.components.schemas.Blog.properties)).toContain('content');
    expect(document.paths['/api/v1/member/badge/{id}/image.png'].get.operationId).toBe(
      'getMemberBadgeByIdImagePng',
    );
    // Only the API: no pages, feeds or media.
    expect(Object.keys(document.paths).every((p) => p.startsWith(API))).toBe(true);
    // Admin routes say they need a token; public ones do not.
    expect(document.paths['/api/v1/recruitment/admin/all'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/v1/recruitment/active'].get.security).toBeUndefined();
    // Multipart uploads are described as such.
    expect(Object.keys(document.paths['/api/v1/blog/create'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it("declares for each route the answer schema the web app's tests check their fake answers with", () => {
    // @ssf/domain/api-answers names a route's answer schema for the web's stand-in server: each
    // entry must be that route's own declaration, the same object.
    expect(Object.keys(API_ANSWERS).length).toBeGreaterThan(10);
    for (const [key, { status, schema }] of Object.entries(API_ANSWERS)) {
      const [method, path] = key.split(' ');
      const found = apiRoutes.find(({ method: m, route }) => m === method && route.url === `/api/v1${path}`);
      expect(found, key).toBeDefined();
      const response = (found?.route.schema as { response?: Record<number, unknown> } | undefined)?.response;
      expect(response?.[status], `${key} ${status}`).toBe(schema);
    }
  });

  it('has a readable reference page at /api/docs that needs no script and no other site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3)/i);
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/blog/all',
      '/api/v1/blog/cards',
      '/api/v1/recruitment/apply',
    ]) {
      expect(res.body).toContain(path);
    }
    expect(res.body).toContain('id="schema-Blog"');
    expect(res.body).toContain('id="schema-BlogCard"');
  });
});
