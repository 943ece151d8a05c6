import { useEffect } from 'react';

/** Sets the page's document title (before " - Epoch Atlas") and meta description; each route has its own. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} - Epoch Atlas`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = Object.assign(document.createElement('meta'), { name: 'description' });
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/**
 * Puts structured data (schema.org JSON-LD) in the page's head while a component shows it, and
 * takes it away after. JSON-LD is data, not a script the browser runs, so our CSP allows it.
 */
export function useJsonLd(data: Record<string, unknown> | null): void {
  const text = data ? JSON.stringify(data).replace(/</g, '\\u003c') : null;
  useEffect(() => {
    if (!text) return;
    const script = Object.assign(document.createElement('script'), { type: 'application/ld+json', text });
    document.head.append(script);
    return () => script.remove();
  }, [text]);
}
