/** The typed theme every styled component reads (see styled.d.ts). */
export const theme = {
  colors: {
    background: '#0b1020',
    surface: 'rgba(15, 23, 42, 0.92)',
    /** The same surface without transparency, for panels laid over other panels (a phone's bottom sheet). */
    surfaceSolid: '#0f172a',
    surfaceRaised: '#1e293b',
    border: 'rgba(148, 163, 184, 0.25)',
    text: '#e2e8f0',
    textMuted: '#94a3b8',
    accent: '#7c3aed',
    /** Links and text buttons on the dark surfaces (AA contrast). */
    link: '#c4b5fd',
    accentText: '#ffffff',
    danger: '#ef4444',
    ocean: '#0f1c33',
    land: '#1f2a44',
    landStroke: '#3b4a6b',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  shadow: '0 10px 30px rgba(0, 0, 0, 0.35)',
  breakpoints: { phone: '640px' },
} as const;

export type AppTheme = typeof theme;
