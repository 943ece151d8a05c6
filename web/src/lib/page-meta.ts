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
