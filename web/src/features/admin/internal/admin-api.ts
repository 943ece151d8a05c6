import { csvLine } from '@domain/spreadsheet-cell';

/** The admin calls (spec section 7): lists are arrays; the total for the filter is in X-Total-Count. */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  createdAt: string;
  updatedAt: string;
}

export interface Subscriber {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  preferences: string[] | null;
  status: string;
  source: string | null;
  subscribedAt: string;
}

export interface ContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export const fetchMessages = (offset: number, limit = PAGE_SIZE) => getJson<ContactMessage[]>(`/api/admin/contacts?offset=${offset}&limit=${limit}`);

export interface Analytics {
  totalSubscribers: number;
  weeklyGrowth: number;
  activeRate: number;
  openRate: number;
  clickRate: number;
  period: string;
}

export const PAGE_SIZE = 25;

async function getJson<T>(url: string): Promise<{ data: T; total: number }> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return { data: (await res.json()) as T, total: Number(res.headers.get('X-Total-Count') ?? 0) };
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '') as [string, string][]).toString();

export const fetchUsers = (search: string, offset: number, limit = PAGE_SIZE) => getJson<AdminUser[]>(`/api/admin/users?${query({ search, offset, limit })}`);

export const fetchSubscribers = (search: string, status: string, offset: number, limit = PAGE_SIZE) =>
  getJson<Subscriber[]>(`/api/newsletter/subscribers?${query({ search, status, offset, limit })}`);

export const fetchAnalytics = async () => (await getJson<Analytics>('/api/newsletter/analytics')).data;

/** Every row of a filtered list, page by page (for Export). */
export async function fetchAll<T>(page: (offset: number, limit: number) => Promise<{ data: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += 500) {
    const { data, total } = await page(offset, 500);
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) return rows;
  }
}

/** RFC 4180 CSV with the server export's guarded cells (text a spreadsheet would run is prefixed with '). */
export function toCsv(header: string[], rows: (string | null | undefined)[][]): string {
  return [header, ...rows].map(csvLine).join('');
}

export function downloadFile(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
