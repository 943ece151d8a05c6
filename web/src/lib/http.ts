/** The error body of every REST call (graphql-api's one error shape). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  violations?: { field: string; message: string }[];
}

export interface ApiAnswer<T = unknown> {
  status: number;
  ok: boolean;
  body: T & ApiErrorBody;
}

/** A JSON call with the session cookie; resolves with the status and the body (an empty object when there is none). */
export async function requestJson<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
  return { status: res.status, ok: res.ok, body: json };
}

/** What went wrong, in the server's words: its violations first, then its message, else the status. */
export function apiErrorMessage(answer: Pick<ApiAnswer, 'status' | 'body'>, withFields = false): string {
  const violations = answer.body.violations?.map((v) => (withFields && v.field ? `${v.field}: ${v.message}` : v.message)).join('; ');
  return violations || answer.body.message || `HTTP error! status: ${answer.status}`;
}

/** A JSON call that resolves with the body, or rejects with the server's reason (violations first). */
export async function sendJson<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T & ApiErrorBody> {
  const answer = await requestJson<T>(method, url, body);
  if (!answer.ok) throw new Error(apiErrorMessage(answer));
  return answer.body;
}

/** A JSON POST that resolves with the body, or rejects with the server's reason (violations first). */
export const postJson = <T = Record<string, unknown>>(url: string, body: unknown) => sendJson<T>('POST', url, body);
