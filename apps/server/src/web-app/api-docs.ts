import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { escapeHtml } from './page-meta.ts';

type Schema = Record<string, unknown>;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Plain text with `code` spans, one paragraph per line. */
const prose = (text: string | undefined) =>
  (text ?? '')
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('\n');

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** A schema as a short TypeScript-like type, in HTML: references link to the schemas at the end. */
function typeHtml(schema: Schema | undefined, indent = ''): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${anchor('schema', name)}">${escapeHtml(name)}</a>`;
  }
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map((s) => typeHtml(s, indent)).join(' | ');
  if (schema.allOf) return (schema.allOf as Schema[]).map((s) => typeHtml(s, indent)).join(' &amp; ');
  if ('const' in schema) return escapeHtml(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => escapeHtml(JSON.stringify(v))).join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types
    .map((type) => {
      if (type === 'array') return `${wrap(typeHtml(schema.items as Schema, indent))}[]`;
      if (type === 'object' || (!type && schema.properties)) return objectHtml(schema, indent);
      if (type === 'string' && schema.format === 'binary') return 'file';
      return `${escapeHtml(type ?? 'any')}${limits(schema)}`;
    })
    .join(' | ');
}

/** A string's length and format, a number's range: " (1 to 200 characters)". */
function limits(schema: Schema): string {
  const notes: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number') notes.push(`${min} to ${max}${unit}`);
    else if (min === 1 && unit) notes.push('not empty');
    else if (typeof min === 'number' && min > 0) notes.push(`at least ${min}${unit}`);
    else if (typeof max === 'number') notes.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (typeof schema.pattern === 'string') notes.push(`matching ${schema.pattern}`);
  return notes.length ? ` <small>(${escapeHtml(notes.join(', '))})</small>` : '';
}

const wrap = (html: string) => (html.includes(' | ') ? `(${html})` : html);

function objectHtml(schema: Schema, indent: string): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(([name, property]) => {
    const note =
      typeof property.description === 'string' ? `  <i>// ${escapeHtml(property.description)}</i>` : '';
    return `${inner}${escapeHtml(name)}${required.has(name) ? '' : '?'}: ${typeHtml(property, inner)}${note}`;
  });
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object')
    lines.push(`${inner}[key: string]: ${typeHtml(extra as Schema, inner)}`);
  if (lines.length === 0) return '{}';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function operationHtml(method: string, path: string, op: Operation): string {
  const parts = [
    `<section class="op" id="${anchor('op', `${method}${path}`)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    op.summary ? `<p class="summary">${escapeHtml(op.summary)}</p>` : '',
    prose(op.description),
  ];
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (params.length) {
    parts.push(
      '<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>',
      ...params.map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '' : ' (optional)'}</td><td>${escapeHtml(p.in)}</td>` +
          `<td><code>${typeHtml(p.schema as Schema)}</code></td><td>${escapeHtml(p.description ?? (p.schema as Schema)?.description?.toString() ?? '')}</td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  for (const [type, media] of Object.entries(body?.content ?? {})) {
    parts.push(
      `<h4>Body <small>${escapeHtml(type)}</small></h4><pre>${typeHtml(media.schema as Schema)}</pre>`,
    );
  }
  parts.push('<h4>Answers</h4><dl>');
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const r = response as OpenAPIV3_1.ResponseObject;
    const media = Object.entries(r.content ?? {});
    parts.push(`<dt>${escapeHtml(status)} <small>${escapeHtml(r.description ?? '')}</small></dt>`);
    for (const [type, m] of media) {
      const shape = type.includes('json') ? `<pre>${typeHtml(m.schema as Schema)}</pre>` : '';
      parts.push(`<dd><small>${escapeHtml(type)}</small>${shape}</dd>`);
    }
  }
  parts.push('</dl></section>');
  return parts.filter(Boolean).join('\n');
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a2e;background:#fafafa}
main{max-width:960px;margin:0 auto;padding:1.5rem}
h1{margin-top:0}h2{border-bottom:2px solid #ddd;padding-bottom:.25rem;margin-top:2.5rem;text-transform:capitalize}
.op{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.op h3{margin:0 0 .5rem;font-size:1.05rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;padding:0 .4rem;color:#fff;background:#555;font-size:.85rem}
.get{background:#1d6fa5}.post{background:#237a3b}.put{background:#8a5a00}.patch{background:#6b4fa0}.delete{background:#a8322d}
pre{background:#f3f3f6;border-radius:6px;padding:.75rem;overflow-x:auto;font-size:.875rem}
i{color:#5a5a6e}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;border-bottom:1px solid #eee;padding:.3rem .5rem;vertical-align:top}
dt{font-weight:600;margin-top:.5rem}dd{margin-left:1rem}nav ul{columns:2 18rem}
a{color:#1d5fa5}code{font-size:.9em}
`;

/** The reference page: every operation by tag, then the shared schemas, all from the document. */
export function renderApiDocs(document: OpenAPIV3_1.Document): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) {
        byTag.set(tag, []);
        toc.set(tag, []);
      }
      byTag.get(tag)!.push(operationHtml(method, path, op));
      toc
        .get(tag)!
        .push(
          `<li><a href="#${anchor('op', `${method}${path}`)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
        );
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section class="op" id="${anchor('schema', name)}"><h3>${escapeHtml(name)}</h3><pre>${typeHtml(schema as Schema)}</pre></section>`,
  );
  const title = document.info.title;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${prose(document.info.description)}
<p>The machine-readable document: <a href="/api/v1/openapi.json">OpenAPI 3.1 (JSON)</a>.</p>
<nav aria-label="Operations"><ul>
${[...toc.entries()].map(([tag, items]) => `<li>${escapeHtml(tag)}<ul>${items.join('')}</ul></li>`).join('\n')}
</ul></nav>
${[...byTag.entries()].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>\n${ops.join('\n')}`).join('\n')}
<h2>Schemas</h2>
${schemas.join('\n')}
</main>
</body>
</html>
`;
}

/** GET /api/docs: the API reference as a page of its own (no script, works offline). */
export function registerApiDocs(app: FastifyInstance) {
  let html: string | null = null;
  app.get('/api/docs', { config: { access: 'public' } }, async (_request, reply) => {
    // The routes are fixed once the app is ready: the page is rendered once.
    html ??= renderApiDocs(app.swagger() as OpenAPIV3_1.Document);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
