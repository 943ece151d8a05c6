/** A JSON POST that resolves with the body, or rejects with the server's reason (violations first). */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as T & { message?: string; violations?: { message: string }[] };
  if (!res.ok) throw new Error(json.violations?.map((v) => v.message).join('; ') || json.message || `HTTP error! status: ${res.status}`);
  return json;
}
