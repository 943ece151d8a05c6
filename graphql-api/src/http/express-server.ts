/**
 * The HTTP server of the express app. Its requests and responses are made with the app's own
 * prototypes from the start (Node's `IncomingMessage` / `ServerResponse` server options), so
 * express's `Object.setPrototypeOf(req, app.request)` on every request finds the prototype already
 * in place and changes nothing.
 *
 * Why: changing an object's prototype gives it a new hidden class, which de-optimises the property
 * accesses on it, and V8 then kept each request's objects alive past the young-generation
 * collections. With the prototypes swapped per request, a bare express app promoted part of every
 * request to the old generation and answered a fraction of the requests it answers when made with
 * the prototypes (figures in bench/README.md; expressjs/express#5998 reports the same). Express 5
 * has no option of its own for this.
 */
import http from 'node:http';
import type { Express } from 'express';

/** An HTTP server for `app` (listen on it as on the one `app.listen` makes). */
export function createExpressServer(app: Express): http.Server {
  if (!callable(http.IncomingMessage) || !callable(http.ServerResponse)) {
    // A Node.js whose classes cannot be called as functions: express swaps the prototypes itself.
    return http.createServer(app);
  }
  return http.createServer(
    {
      IncomingMessage: withPrototype(http.IncomingMessage, app.request),
      ServerResponse: withPrototype(http.ServerResponse, app.response),
    },
    app,
  );
}

type Constructor = abstract new (...args: never[]) => object;

/**
 * A constructor that runs `base`'s on objects of `prototype` (which must inherit base's). It
 * calls base as a function, as Node's own subclasses do: `Reflect.construct(base, args, Made)`
 * made the same objects but was several times slower per request (bench/README.md).
 */
export function withPrototype<T>(base: T & Constructor, prototype: object): T {
  if (!(prototype instanceof base)) throw new TypeError(`the prototype does not inherit from ${base.name}`);
  const init = base as unknown as (this: object, ...args: unknown[]) => void;
  function Made(this: object, ...args: unknown[]): void {
    init.apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as T;
}

/** Whether `base` is a function constructor (callable with a `this`), not a `class`. */
export function callable(base: Constructor): boolean {
  return !Function.prototype.toString.call(base).startsWith('class');
}
