import { z } from 'zod';
import { operationContracts } from '../../../../shared/contract/operations';
import type { RequestEvent } from '../../../api/request-events';
import type { QueryValue, RequestSpec, ResponseFormat } from '../../../api/types';
import { CLIENT_HEADERS, CLIENT_QUERY, templatePattern } from './replay-spec';

/*
 * "Edit and send": a recorded call as an editable form (path, query parameters, extra headers,
 * JSON body) and back to a request the one fetch layer sends with the session's credentials.
 * Credentials are never in the form: the client adds them at send time, as for any call.
 */

interface NameValue {
  name: string;
  value: string;
}

export interface EditForm {
  path: string;
  query: NameValue[];
  headers: NameValue[];
  /** JSON text, '' for a call without a body. */
  body: string;
}

export interface EditableCall {
  form: EditForm;
  /** The operation's path template, e.g. /tmap/geofencing/regions/{regionId}. */
  template: string;
  /** Credentials the client will add, shown as their placeholder: ["appKey (query)", "app-id"]. */
  credentials: string[];
  /** The call sent a JSON body (the form's body is then editable). */
  hasJsonBody: boolean;
  /** The call sent a multipart form (a file): its body cannot be rebuilt from the record. */
  formBody: boolean;
}

/** What a shortened data URI looks like in a recorded body (see the client's describeBody). */
const ELIDED = /<\d+ chars>/;

function pathOf(event: RequestEvent, template: string): string | undefined {
  try {
    return templatePattern(template).exec(new URL(event.url).pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** The form for a recorded call; undefined when its URL cannot be read against its operation. */
export function editableCall(event: RequestEvent): EditableCall | undefined {
  const contract = operationContracts[event.operation];
  const path = pathOf(event, contract.path);
  if (path === undefined) return undefined;
  const url = new URL(event.url);
  const query = [...url.searchParams].filter(([k]) => !CLIENT_QUERY.has(k.toLowerCase())).map(([name, value]) => ({ name, value }));
  const headers = Object.entries(event.headers)
    .filter(([k]) => !CLIENT_HEADERS.has(k.toLowerCase()))
    .map(([name, value]) => ({ name, value }));
  const credentials = [
    ...[...url.searchParams.keys()].filter((k) => k.toLowerCase() === 'appkey').map((k) => `${k} (query)`),
    ...Object.keys(event.headers).filter((k) => ['appkey', 'app-id'].includes(k.toLowerCase())),
  ];
  const raw = event.requestBody;
  const hasJsonBody = raw !== undefined && /^\s*[[{]/.test(raw);
  let body = '';
  if (hasJsonBody) {
    try {
      body = JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      body = raw;
    }
  }
  return {
    form: { path, query, headers, body },
    template: contract.path,
    credentials,
    hasJsonBody,
    formBody: raw !== undefined && !hasJsonBody,
  };
}

const CREDENTIAL_NAMES = new Set(['appkey', 'app-id', 'appid']);

const nameValue = z.object({ name: z.string(), value: z.string() });

/**
 * The form's rules: a path of the operation's template, names present and not a credential's,
 * no placeholder where a credential would go, and a body that is JSON with nothing shortened.
 * Messages are catalogue keys (`inspector.edit.*`), with what they need in params.
 */
export function editFormSchema(template: string) {
  const pathRule = new RegExp(`^${templatePattern(template).source}`);
  const rows = z.array(nameValue).superRefine((list, ctx) => {
    list.forEach((row, i) => {
      const name = row.name.trim();
      if (name === '' || CREDENTIAL_NAMES.has(name.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'inspector.edit.badName' });
    });
  });
  return z.object({
    path: z.string().trim().regex(pathRule, { message: 'inspector.edit.badPath' }),
    query: rows,
    headers: rows,
    body: z.string().superRefine((text, ctx) => {
      if (text.trim() === '') return;
      const elided = ELIDED.exec(text);
      if (elided) {
        ctx.addIssue({ code: 'custom', message: 'inspector.edit.elided', params: { marker: elided[0] } });
        return;
      }
      try {
        JSON.parse(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: 'inspector.edit.badJson', params: { message: error instanceof Error ? error.message : String(error) } });
      }
    }),
  });
}

/** The request an edited form describes, for apiClient.request (which adds the credentials). */
export function specFromEdit(event: RequestEvent, form: EditForm): RequestSpec<unknown> {
  const contract = operationContracts[event.operation];
  const query: Record<string, QueryValue> = {};
  for (const { name, value } of form.query) query[name.trim()] = value;
  const headers: Record<string, string> = {};
  for (const { name, value } of form.headers) headers[name.trim()] = value;
  const spec: RequestSpec<unknown> = {
    operation: event.operation,
    area: contract.area,
    method: event.method,
    path: form.path.trim(),
    query,
    schema: contract.response as z.ZodType<unknown>,
  };
  if (Object.keys(headers).length > 0) spec.headers = headers;
  if (form.body.trim() !== '') spec.body = { kind: 'json', value: JSON.parse(form.body) as unknown };
  if ((contract.formats as readonly ResponseFormat[]).includes(event.format)) spec.format = event.format;
  return spec;
}
